#include "tools/analyze_command.h"

#include "players/fair_player.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <thread>

#include "core/input_error.h"
#include "core/json.h"
#include "tools/analysis/row_writer.h"
#include "tools/analysis/run.h"
#include "tools/analysis/wilson.h"
#include "tools/deal_ranges.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

struct Spread {
  std::uint64_t median = 0, worst = 0;
};

Spread spread(const analysis::Spread& s) { return {s.median(), s.worst()}; }

struct Report {
  std::string title, strategy, deals;
  analysis::Summary sum;
};

void print_report(const Report& r, bool json_out, std::ostream& out) {
  const auto& s = r.sum;
  const analysis::Interval ci = analysis::win_interval(s.winnable, s.unknown, s.deals);
  const double pct = s.deals ? 100.0 * static_cast<double>(s.winnable) / static_cast<double>(s.deals) : 0;
  const Spread n = spread(s.node_spread), us = spread(s.micro_spread);
  if (json_out) {
    json::Writer w;
    w.begin_object().member("title", r.title).member("strategy", r.strategy).member("deal_list", r.deals);
    w.member("deals", s.deals).member("decided", s.winnable + s.unwinnable);
    w.member("winnable", s.winnable).member("unwinnable", s.unwinnable).member("unknown", s.unknown);
    w.key("win_percent").value(pct, 4).key("ci_low").value(100 * ci.low, 4).key("ci_high").value(100 * ci.high, 4);
    w.member("nodes", s.nodes).key("seconds").value(s.seconds, 3).member("threads", s.threads);
    w.key("deals_per_second").value(s.seconds > 0 ? static_cast<double>(s.deals - s.resumed) / s.seconds : 0, 1);
    w.key("cpu_seconds").value(static_cast<double>(s.micros) / 1e6, 3);
    w.member("median_nodes", n.median).member("max_nodes", n.worst);
    w.member("median_micros", us.median).member("max_micros", us.worst);
    if (!s.node_spread.median_is_exact()) w.member("median_exact", false);
    w.member("resumed", s.resumed).member("interrupted", s.interrupted);
    w.end_object();
    out << w.str() << "\n";
    return;
  }
  char buf[512];
  out << r.title << "\n";
  // A heuristic player wins or loses a deal; only perfect play says whether
  // it can be won, and only the solver counts nodes.
  const bool player = !r.strategy.empty() && r.strategy != "perfect" && r.strategy != "curate";
  out << "Deals " << r.deals << ": " << s.deals << " — " << s.winnable
      << (player ? " won, " : " winnable, ") << s.unwinnable
      << (player ? " lost, " : " unwinnable, ") << s.unknown << " unknown\n";
  std::snprintf(buf, sizeof buf,
                "Win rate %.3f %%  (95 %% Wilson interval %.3f – %.3f %%; unknown deals count as losses for the lower "
                "bound, as wins for the upper)\n",
                pct, 100 * ci.low, 100 * ci.high);
  out << buf;
  // Past Spread::kExactDeals deals the median comes from a histogram (spread.h).
  if (player && s.nodes == 0) {
    std::snprintf(
        buf, sizeof buf, "Work: per deal median %s%.3f ms, worst %.3f s; %.2f s of playing time\n",
        s.micro_spread.median_is_exact() ? "" : "about ", static_cast<double>(us.median) / 1e3,
        static_cast<double>(us.worst) / 1e6, static_cast<double>(s.micros) / 1e6);
  } else {
    std::snprintf(buf, sizeof buf,
                  "Work: %llu nodes; per deal median %s%llu nodes / %.3f ms, worst %llu nodes / "
                  "%.3f s; %.2f s of "
                  "solver time\n",
                  static_cast<unsigned long long>(s.nodes),
                  s.node_spread.median_is_exact() ? "" : "about ",
                  static_cast<unsigned long long>(n.median), static_cast<double>(us.median) / 1e3,
                  static_cast<unsigned long long>(n.worst), static_cast<double>(us.worst) / 1e6,
                  static_cast<double>(s.micros) / 1e6);
  }
  out << buf;
  std::snprintf(buf, sizeof buf, "Time: %.2f s on %d thread%s, %.1f deals/s%s\n", s.seconds, s.threads,
                s.threads == 1 ? "" : "s",
                s.seconds > 0 ? static_cast<double>(s.deals - s.resumed) / s.seconds : 0.0,
                s.resumed ? (" (" + std::to_string(s.resumed) + " deals taken from the store)").c_str() : "");
  out << buf;
  if (s.interrupted) out << "Interrupted: the deals not listed above are not decided yet; run the same command to resume.\n";
}

analysis::DealList deal_list_of(const po::variables_map& vm) {
  const bool ranges = vm.count("deals"), file = vm.count("deal-file");
  if (ranges == file) throw UsageError("give the deals with either --deals A-B[,C-D...] or --deal-file F");
  analysis::DealList list = ranges ? analysis::DealList::ranges(parse_deal_ranges(vm["deals"].as<std::string>()))
                                   : analysis::DealList::file(vm["deal-file"].as<std::string>());
  if (vm.count("shard")) {
    const std::string s = vm["shard"].as<std::string>();
    const auto slash = s.find('/');
    if (slash == std::string::npos) throw UsageError("--shard " + s + ": expected K/N, e.g. 0/4");
    const std::uint64_t k = parse_u64(s.substr(0, slash), "--shard K"), n = parse_u64(s.substr(slash + 1), "--shard N");
    if (n == 0 || k >= n) throw UsageError("--shard " + s + ": K must be from 0 to N-1");
    list.shard(k, n);
  }
  return list;
}

}  // namespace

void add_analyze_options(po::options_description& desc) {
  desc.add_options()                                                                                           //
      ("deals", po::value<std::string>(), "deal numbers: A-B ranges and single numbers, comma separated")     //
      ("deal-file", po::value<std::string>(),
       "one deal per line: a deal number, pysol:<N> for a PySolFC game, or a card string")                  //
      ("strategy", po::value<std::string>()->default_value("perfect"),
       "perfect (the solver), or a player: fair, simple, runs, planner (Calculation family; fair, simple and "
       "runs never see the stock)")                                                                          //
      ("seed", po::value<std::uint64_t>()->default_value(0),
       "--strategy fair: where its draws of the hidden stock start (each deal mixes in its own name)")       //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "--strategy fair: orders of the face-down cards it draws for each decision")                          //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--strategy fair: judge placements by the exact solver too once at most this many cards are face down")  //
      ("threads", po::value<int>()->default_value(0),
       "worker threads, each on one deal at a time (0: every core, divided by --deal-threads)")              //
      ("out", po::value<std::string>(), "per-deal rows to FILE (.csv, or .jsonl for JSON Lines)")             //
      ("db", po::value<std::string>(),
       "SQLite results store: each decided deal is committed at once; the same command resumes")           //
      ("shard", po::value<std::string>(), "K/N: only the deals congruent to K mod N (for job arrays)")         //
      ("quiet", "no progress bar");
}

int analyze_command(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  check_rule_options(vm, game);
  const analysis::DealList list = deal_list_of(vm);
  const analysis::AnalyzerSpec spec = game.analyzer(vm);
  int threads = vm["threads"].as<int>();
  if (threads < 0 || threads > 1024) throw UsageError("--threads must be from 0 to 1024");
  const int deal_threads = read_deal_threads(vm, game.name);
  // Every core: each worker takes deal_threads of them.
  if (threads == 0)
    threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / deal_threads);
  std::unique_ptr<analysis::ResultsStore> store;
  const analysis::Settings settings = game.settings(vm);
  if (vm.count("db"))
    store = std::make_unique<analysis::ResultsStore>(vm["db"].as<std::string>(), settings,
                                                     list.description());
  std::unique_ptr<analysis::RowWriter> rows;
  if (vm.count("out"))
    rows = std::make_unique<analysis::RowWriter>(vm["out"].as<std::string>(),
                                                 analysis::source_of(settings, spec.strategy),
                                                 spec.extra_columns);

  analysis::RunOptions options;
  options.threads = threads;
  options.store = store.get();
  options.rows = rows.get();
  options.progress = !vm.count("quiet") && !vm.count("json");
  options.stop = &stop_flag();

  Report report;
  report.title = spec.title;
  report.strategy = spec.strategy;
  report.deals = list.description();
  report.sum = analysis::run_analysis(list, spec, options);
  print_report(report, vm.count("json"), out);
  return report.sum.interrupted ? 130 : 0;
}

int merge_command(const std::vector<std::string>& args) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")                                                         //
      ("json", "machine-readable summary")                                                         //
      ("deals", po::value<std::string>(), "the deals the inputs must cover exactly (A-B ranges)")  //
      ("input", po::value<std::vector<std::string>>(), "results stores (.db) or row files (.csv, .jsonl)");
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
                 "Combines shard stores or row files of one analysis into one summary, checking that every deal\n"
                 "is there exactly once and that the stores were made with the same settings.\n\n"
              << desc << "\n";
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
      if (!fresh) throw InputError("deal " + r.deal + " is in both \"" + it->second.second + "\" and \"" + path + "\"");
    }
  }

  // What the inputs must cover: --deals, or the deal lists the stores
  // recorded. One store may hold several runs ("1-300", then "301-320",
  // then "1-20" to redo a few): the inputs must cover their union, each
  // list complete (every shard of it, or the list without shards).
  std::string expected_text;
  std::vector<DealRange> expected;
  if (vm.count("deals")) {
    expected_text = vm["deals"].as<std::string>();
    expected = parse_deal_ranges(expected_text);
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
      shards_of[range][parse_u64(ks.substr(slash + 1), "shard count")].insert(
          parse_u64(ks.substr(0, slash), "shard"));
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
    std::vector<DealRange> all_ranges;
    for (const auto& [range, by_n] : shards_of) whole.insert(range);
    for (const std::string& range : whole) {
      if (range.rfind("file:", 0) == 0) {
        files = true;
        continue;
      }
      for (const DealRange& r : parse_deal_ranges(range)) all_ranges.push_back(r);
    }
    // Deal files name deals that need not be numbers: their coverage is not checked.
    if (!files && !all_ranges.empty()) {
      expected = union_of(all_ranges);
      for (const DealRange& r : expected)
        expected_text +=
            (expected_text.empty() ? "" : ",") +
            (r.first == r.last ? std::to_string(r.first)
                               : std::to_string(r.first) + "-" + std::to_string(r.last));
    }
  }
  if (!expected.empty()) {
    // Counted over the rows, never over the range (which may be huge).
    const std::vector<DealRange> covered = union_of(expected);
    std::vector<std::uint64_t> inside;
    for (const auto& [deal, entry] : all) {
      if (deal.empty() || deal.size() > 20 ||
          deal.find_first_not_of("0123456789") != std::string::npos)
        continue;
      if (deal.size() > 1 && deal[0] == '0') continue;  // not how a deal number is written: outside
      std::uint64_t d;
      try {
        d = parse_u64(deal, "deal");
      } catch (const InputError&) {
        continue;
      }
      const auto it =
          std::upper_bound(covered.begin(), covered.end(), d,
                           [](std::uint64_t v, const DealRange& r) { return v < r.first; });
      if (it != covered.begin() && d <= std::prev(it)->last) inside.push_back(d);
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
    if (all.size() != inside.size())
      throw InputError("the inputs hold " + std::to_string(all.size() - inside.size()) +
                       " deal(s) outside " + expected_text);
  }

  Report report;
  for (const auto& [name, value] : settings) {
    if (name == "game" || name == "variant") report.title += (report.title.empty() ? "" : ", ") + value;
    if (name == "strategy") report.strategy = value;
  }
  if (report.strategy.empty()) report.strategy = strategy;
  report.title += report.title.empty() ? "merged rows" : "";
  report.title += " — " + (report.strategy.empty() ? std::string("?") : report.strategy);
  report.deals = expected_text.empty() ? "(" + std::to_string(all.size()) + " deals)" : expected_text;
  for (const auto& [deal, entry] : all) report.sum.add(entry.first);
  report.sum.seconds = 0;
  print_report(report, vm.count("json"), std::cout);
  return 0;
}

}  // namespace reckon::cli
