#include "jobs/analysis/merge.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <utility>

#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/results_store.h"
#include "jobs/analysis/row_writer.h"
#include "jobs/common/text_input.h"
#include "reckon/input_error.h"

namespace reckon::analysis {
namespace {

// Every input's rows, keyed by deal, with the input each came from.
struct Inputs {
  std::map<std::string, std::pair<Row, std::string>> rows;
  Settings settings;            // the stores' (all equal)
  std::set<std::string> lists;  // the deal lists the stores recorded
  std::string strategy;         // the row files'
};

std::vector<Row> rows_of(const std::string& path, Inputs& in, SameAnalysis& same,
                         std::string& settings_from) {
  std::vector<Row> rows;
  if (path.ends_with(".csv") || path.ends_with(".jsonl") || path.ends_with(".json")) {
    RowSource source;
    rows = read_row_file(path, &source);
    same.check(source, path);
    in.strategy = source.strategy;
    return rows;
  }
  const auto store = ResultsStore::open_existing(path);
  same.check(source_of(store->settings(), ""), path);
  if (settings_from.empty()) {
    in.settings = store->settings();
    settings_from = path;
  } else if (store->settings() != in.settings) {
    throw InputError("\"" + path + "\" was made with other settings than \"" + settings_from +
                     "\"; merge only the shards of one analysis");
  }
  for (const auto& l : store->deal_lists()) in.lists.insert(l);
  for (auto& [deal, row] : store->rows()) rows.push_back(row);
  return rows;
}

Inputs read_inputs(const std::vector<std::string>& paths) {
  Inputs in;
  std::string settings_from;
  SameAnalysis same;  // row files and stores alike: one game, variant and strategy
  for (const std::string& path : paths) {
    for (Row& r : rows_of(path, in, same, settings_from)) {
      const auto [it, fresh] = in.rows.emplace(r.deal, std::make_pair(r, path));
      if (!fresh)
        throw InputError("deal " + r.deal + " is in both \"" + it->second.second + "\" and \"" +
                         path + "\"");
    }
  }
  return in;
}

std::string ranges_text(const std::vector<DealRange>& ranges) {
  std::string text;
  for (const DealRange& r : ranges)
    text += (text.empty() ? "" : ",") +
            (r.first == r.last ? std::to_string(r.first)
                               : std::to_string(r.first) + "-" + std::to_string(r.last));
  return text;
}

// The deals the stores' recorded lists cover. One store may hold several
// runs ("1-300", then "301-320", then "1-20" to redo a few): the inputs
// must cover their union, each list complete (every shard of it, or the
// list without shards). Deal files name deals that need not be numbers:
// with one among the lists, coverage is not checked (empty).
std::vector<DealRange> recorded_deals(const std::set<std::string>& lists) {
  std::map<std::string, std::map<std::uint64_t, std::set<std::uint64_t>>>
      shards_of;                // list -> N -> K seen
  std::set<std::string> whole;  // lists run without shards
  for (const std::string& l : lists) {
    const auto at = l.find(" shard ");
    const std::string range = at == std::string::npos ? l : l.substr(0, at);
    if (at == std::string::npos) {
      whole.insert(range);
      continue;
    }
    const std::string ks = l.substr(at + 7);
    const auto slash = ks.find('/');
    if (slash == std::string::npos)
      throw InputError("a store records a malformed deal list \"" + l + "\"");
    shards_of[range][jobs::parse_u64(ks.substr(slash + 1), "shard count")].insert(
        jobs::parse_u64(ks.substr(0, slash), "shard"));
  }
  for (const auto& [range, by_n] : shards_of) {
    if (whole.count(range)) continue;
    bool complete = false;
    for (const auto& [n, ks] : by_n) complete = complete || ks.size() == n;
    if (complete) continue;
    const auto& [n, ks] = *by_n.begin();
    std::string missing;
    for (std::uint64_t k = 0; k < n; ++k)
      if (!ks.count(k))
        missing += (missing.empty() ? "" : ", ") + std::to_string(k) + "/" + std::to_string(n);
    throw InputError("shards missing: " + missing + " (of " + range + ")");
  }
  std::vector<DealRange> all_ranges;
  for (const auto& [range, by_n] : shards_of) whole.insert(range);
  for (const std::string& range : whole) {
    if (range.rfind("file:", 0) == 0) return {};
    for (const DealRange& r : parse_deal_ranges(range)) all_ranges.push_back(r);
  }
  return all_ranges.empty() ? all_ranges : union_of(all_ranges);
}

// The deal number a row's deal is, if it is written as one.
std::optional<std::uint64_t> deal_number(const std::string& deal) {
  if (deal.empty() || deal.size() > 20 || deal.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  if (deal.size() > 1 && deal[0] == '0') return std::nullopt;  // not how a deal number is written
  try {
    return jobs::parse_u64(deal, "deal");
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// Every deal of `expected` is among the rows, and no other. Counted over
// the rows, never over the range (which may be huge).
void check_coverage(const Inputs& in, const std::vector<DealRange>& expected,
                    const std::string& expected_text) {
  const std::vector<DealRange> covered = union_of(expected);
  std::vector<std::uint64_t> inside;
  for (const auto& [deal, entry] : in.rows) {
    const std::optional<std::uint64_t> d = deal_number(deal);
    if (!d) continue;
    const auto it =
        std::upper_bound(covered.begin(), covered.end(), *d,
                         [](std::uint64_t v, const DealRange& r) { return v < r.first; });
    if (it != covered.begin() && *d <= std::prev(it)->last) inside.push_back(*d);
  }
  const std::uint64_t wanted = count_deals(covered);
  if (inside.size() != wanted) {
    std::sort(inside.begin(), inside.end());
    std::uint64_t first_missing = covered.front().first;
    std::size_t j = 0;
    for (const DealRange& r : covered) {
      bool found = false;
      for (std::uint64_t d = r.first;; ++d) {
        if (j < inside.size() && inside[j] == d) {
          ++j;
        } else {
          first_missing = d;
          found = true;
          break;
        }
        if (d == r.last) break;
      }
      if (found) break;
    }
    throw InputError(std::to_string(wanted - inside.size()) + " deal(s) of " + expected_text +
                     " are missing, the first " + std::to_string(first_missing));
  }
  if (in.rows.size() != inside.size())
    throw InputError("the inputs hold " + std::to_string(in.rows.size() - inside.size()) +
                     " deal(s) outside " + expected_text);
}

}  // namespace

MergeResult merge(const MergeRequest& request) {
  if (request.inputs.empty()) throw InputError("give the stores or row files to merge");
  const Inputs in = read_inputs(request.inputs);
  std::string expected_text;
  std::vector<DealRange> expected;
  if (request.deals) {
    expected_text = *request.deals;
    expected = parse_deal_ranges(expected_text);
  } else if (!in.lists.empty()) {
    expected = recorded_deals(in.lists);
    expected_text = ranges_text(expected);
  }
  if (!expected.empty()) check_coverage(in, expected, expected_text);

  MergeResult out;
  for (const auto& [name, value] : in.settings) {
    if (name == "game" || name == "variant") out.title += (out.title.empty() ? "" : ", ") + value;
    if (name == "strategy") out.strategy = value;
  }
  if (out.strategy.empty()) out.strategy = in.strategy;
  out.deals =
      expected_text.empty() ? "(" + std::to_string(in.rows.size()) + " deals)" : expected_text;
  for (const auto& [deal, entry] : in.rows) out.sum.add(entry.first);
  out.sum.seconds = 0;
  return out;
}

}  // namespace reckon::analysis
