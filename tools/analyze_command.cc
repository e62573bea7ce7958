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
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/row_writer.h"
#include "jobs/analysis/run.h"
#include "jobs/analysis/wilson.h"
#include "tools/analysis_report.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

analysis::DealList deal_list_of(const po::variables_map& vm) {
  const bool ranges = vm.count("deals"), file = vm.count("deal-file");
  if (ranges == file)
    throw UsageError("give the deals with either --deals A-B[,C-D...] or --deal-file F");
  analysis::DealList list =
      ranges ? analysis::DealList::ranges(parse_deal_ranges(vm["deals"].as<std::string>()))
             : analysis::DealList::file(vm["deal-file"].as<std::string>());
  if (vm.count("shard")) {
    const std::string s = vm["shard"].as<std::string>();
    const auto slash = s.find('/');
    if (slash == std::string::npos) throw UsageError("--shard " + s + ": expected K/N, e.g. 0/4");
    const std::uint64_t k = parse_u64(s.substr(0, slash), "--shard K"),
                        n = parse_u64(s.substr(slash + 1), "--shard N");
    if (n == 0 || k >= n) throw UsageError("--shard " + s + ": K must be from 0 to N-1");
    list.shard(k, n);
  }
  return list;
}

}  // namespace

void add_analyze_options(po::options_description& desc) {
  desc.add_options()  //
      ("deals", po::value<std::string>(),
       "deal numbers: A-B ranges and single numbers, comma separated")  //
      ("deal-file", po::value<std::string>(),
       "one deal per line: a deal number, pysol:<N> for a PySolFC game, or a card string")  //
      ("strategy", po::value<std::string>()->default_value("perfect"),
       "perfect (the solver), or a player: fair, simple, runs, planner (Calculation family; fair, "
       "simple and "
       "runs never see the stock)")  //
      ("seed", po::value<std::uint64_t>()->default_value(0),
       "--strategy fair: where its draws of the hidden stock start (each deal mixes in its own "
       "name)")  //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "--strategy fair: orders of the face-down cards it draws for each decision")  //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--strategy fair: judge placements by the exact solver too once at most this many cards are "
       "face down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "--strategy fair: play the exact optimum, free moves included, once at most this many cards "
       "are face down (0: never; not Experte)")  //
      ("threads", po::value<int>()->default_value(0),
       "worker threads, each on one deal at a time (0: every core, divided by --deal-threads)")  //
      ("out", po::value<std::string>(),
       "per-deal rows to FILE (.csv, or .jsonl for JSON Lines)")  //
      ("db", po::value<std::string>(),
       "SQLite results store: each decided deal is committed at once; the same command resumes")  //
      ("shard", po::value<std::string>(),
       "K/N: only the deals congruent to K mod N (for job arrays)")  //
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

  AnalysisReport report;
  report.title = spec.title;
  report.strategy = spec.strategy;
  report.deals = list.description();
  report.sum = analysis::run_analysis(list, spec, options);
  print_report(report, vm.count("json"), out);
  return report.sum.interrupted ? 130 : 0;
}

}  // namespace reckon::cli
