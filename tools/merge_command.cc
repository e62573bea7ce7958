// reckon merge: shard stores or row files into one summary (tools/analyze_command.h).
#include "tools/analyze_command.h"

#include "players/fair_player.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <thread>

#include "reckon/input_error.h"
#include "core/json.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/row_writer.h"
#include "jobs/analysis/run.h"
#include "jobs/analysis/wilson.h"
#include "tools/analysis_report.h"
#include "tools/game_registry.h"

namespace reckon::cli {

int merge_command(const std::vector<std::string>& args) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")  //
      ("json", "machine-readable summary")   //
      ("deals", po::value<std::string>(),
       "the deals the inputs must cover exactly (A-B ranges)")  //
      ("input", po::value<std::vector<std::string>>(),
       "results stores (.db) or row files (.csv, .jsonl)");
  po::positional_options_description pos;
  pos.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + " (see --help)");
  }
  if (vm.count("help")) {
    std::cout << "Usage: reckon merge [--deals A-B] INPUT...\n"
                 "Combines shard stores or row files of one analysis into one summary, checking "
                 "that every deal\n"
                 "is there exactly once and that the stores were made with the same settings.\n\n"
              << desc
              << "\nExit status: 0 merged, 2 bad input or usage (a deal missing or there twice, "
                 "stores whose\nsettings differ, a file that cannot be read).\n";
    return 0;
  }
  if (!vm.count("input")) throw UsageError("give the stores or row files to merge");
  const auto inputs = vm["input"].as<std::vector<std::string>>();

  std::map<std::string, std::pair<analysis::Row, std::string>> all;  // deal -> row, input
  analysis::Settings settings;
  std::string settings_from;
  std::set<std::string> lists;
  std::string strategy;
  analysis::SameAnalysis same;  // row files and stores alike: one game, variant and strategy
  for (const std::string& path : inputs) {
    std::vector<analysis::Row> rows;
    if (path.ends_with(".csv") || path.ends_with(".jsonl") || path.ends_with(".json")) {
      analysis::RowSource source;
      rows = analysis::read_row_file(path, &source);
      same.check(source, path);
      strategy = source.strategy;
    } else {
      const auto store = analysis::ResultsStore::open_existing(path);
      same.check(analysis::source_of(store->settings(), ""), path);
      if (settings_from.empty()) {
        settings = store->settings();
        settings_from = path;
      } else if (store->settings() != settings) {
        throw InputError("\"" + path + "\" was made with other settings than \"" + settings_from +
                         "\"; merge only the shards of one analysis");
      }
      for (const auto& l : store->deal_lists()) lists.insert(l);
      for (auto& [deal, row] : store->rows()) rows.push_back(row);
    }
    for (analysis::Row& r : rows) {
      const auto [it, fresh] = all.emplace(r.deal, std::make_pair(r, path));
      if (!fresh)
        throw InputError("deal " + r.deal + " is in both \"" + it->second.second + "\" and \"" +
                         path + "\"");
    }
  }

  // What the inputs must cover: --deals, or the deal lists the stores
  // recorded. One store may hold several runs ("1-300", then "301-320",
  // then "1-20" to redo a few): the inputs must cover their union, each
  // list complete (every shard of it, or the list without shards).
  std::string expected_text;
  std::vector<analysis::DealRange> expected;
  if (vm.count("deals")) {
    expected_text = vm["deals"].as<std::string>();
    expected = analysis::parse_deal_ranges(expected_text);
  } else if (!lists.empty()) {
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
    bool files = false;
    std::vector<analysis::DealRange> all_ranges;
    for (const auto& [range, by_n] : shards_of) whole.insert(range);
    for (const std::string& range : whole) {
      if (range.rfind("file:", 0) == 0) {
        files = true;
        continue;
      }
      for (const analysis::DealRange& r : analysis::parse_deal_ranges(range))
        all_ranges.push_back(r);
    }
    // Deal files name deals that need not be numbers: their coverage is not checked.
    if (!files && !all_ranges.empty()) {
      expected = analysis::union_of(all_ranges);
      for (const analysis::DealRange& r : expected)
        expected_text +=
            (expected_text.empty() ? "" : ",") +
            (r.first == r.last ? std::to_string(r.first)
                               : std::to_string(r.first) + "-" + std::to_string(r.last));
    }
  }
  if (!expected.empty()) {
    // Counted over the rows, never over the range (which may be huge).
    const std::vector<analysis::DealRange> covered = analysis::union_of(expected);
    std::vector<std::uint64_t> inside;
    for (const auto& [deal, entry] : all) {
      if (deal.empty() || deal.size() > 20 ||
          deal.find_first_not_of("0123456789") != std::string::npos)
        continue;
      if (deal.size() > 1 && deal[0] == '0') continue;  // not how a deal number is written: outside
      std::uint64_t d;
      try {
        d = jobs::parse_u64(deal, "deal");
      } catch (const InputError&) {
        continue;
      }
      const auto it = std::upper_bound(
          covered.begin(), covered.end(), d,
          [](std::uint64_t v, const analysis::DealRange& r) { return v < r.first; });
      if (it != covered.begin() && d <= std::prev(it)->last) inside.push_back(d);
    }
    const std::uint64_t wanted = analysis::count_deals(covered);
    if (inside.size() != wanted) {
      std::sort(inside.begin(), inside.end());
      std::uint64_t first_missing = covered.front().first;
      std::size_t j = 0;
      for (const analysis::DealRange& r : covered) {
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
    if (all.size() != inside.size())
      throw InputError("the inputs hold " + std::to_string(all.size() - inside.size()) +
                       " deal(s) outside " + expected_text);
  }

  AnalysisReport report;
  for (const auto& [name, value] : settings) {
    if (name == "game" || name == "variant")
      report.title += (report.title.empty() ? "" : ", ") + value;
    if (name == "strategy") report.strategy = value;
  }
  if (report.strategy.empty()) report.strategy = strategy;
  report.title += report.title.empty() ? "merged rows" : "";
  report.title += " — " + (report.strategy.empty() ? std::string("?") : report.strategy);
  report.deals =
      expected_text.empty() ? "(" + std::to_string(all.size()) + " deals)" : expected_text;
  for (const auto& [deal, entry] : all) report.sum.add(entry.first);
  report.sum.seconds = 0;
  print_report(report, vm.count("json"), std::cout);
  return 0;
}

}  // namespace reckon::cli
