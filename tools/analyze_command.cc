#include "tools/analyze_command.h"
#include "jobs/common/text_input.h"

#include "players/fair_player.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <thread>

#include "reckon/reckon.h"
#include "core/games/fourteen/rules.h"
#include "tools/analysis_report.h"
#include "tools/calculation_commands.h"
#include "tools/fourteen_commands.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

// The deals: --deals or --deal-file, and --shard K/N.
void read_deals(const po::variables_map& vm, api::AnalyzeRequest& req) {
  if (vm.count("deals")) req.deals = vm["deals"].as<std::string>();
  if (vm.count("deal-file")) req.deal_file = vm["deal-file"].as<std::string>();
  if (vm.count("shard")) {
    const std::string s = vm["shard"].as<std::string>();
    const auto slash = s.find('/');
    if (slash == std::string::npos) throw UsageError("--shard " + s + ": expected K/N, e.g. 0/4");
    req.shard = api::Shard{jobs::parse_u64(s.substr(0, slash), "--shard K"),
                           jobs::parse_u64(s.substr(slash + 1), "--shard N")};
  }
}

// The options as the API's request: the CLI and api::analyze share one
// path, so that their totals cannot drift. Ranges are checked by the API
// (InputError, with the option's name).
api::AnalyzeRequest analyze_request(const po::variables_map& vm, const GameCommands& game) {
  api::AnalyzeRequest req;
  req.game = api::parse_game(game.name);
  read_deals(vm, req);
  if (req.game == api::Game::kFourteen) {
    const fourteen::Pruning p = read_fourteen_pruning(vm);
    for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
      if (!p.on[r]) req.rules_off.emplace_back(fourteen::kRuleNames[r]);
  } else {
    const jobs::Family family = req.game == api::Game::kCalculation
                                    ? jobs::Family::kCalculation
                                    : jobs::Family::kRechenkuenstler;
    const calculation::Variant v = read_variant(vm, family);
    req.variant.waste = v.owners == 1 ? v.piles_per_owner : req.variant.waste;
    req.variant.waste_per_player = v.owners == 2 ? v.piles_per_owner : req.variant.waste_per_player;
    req.variant.expert = v.expert;
    req.variant.preplaced = v.preplaced;
    const calculation::Pruning p = read_pruning(vm);
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      if (!p.on[r]) req.rules_off.emplace_back(calculation::kRuleNames[r]);
  }
  req.strategy = vm["strategy"].as<std::string>();
  req.fair.seed = jobs::parse_u64(vm["seed"].as<std::string>(), "--seed");
  req.fair.samples = vm["samples"].as<int>();
  req.fair.exact_below = vm["exact-below"].as<int>();
  req.fair.optimal_below = vm["optimal-below"].as<int>();
  const solver::Limits l = read_limits(vm);
  req.budget = {l.max_nodes, l.max_seconds, l.max_memory_mib};
  req.deal_threads = read_deal_threads(vm, game.name);
  req.threads = vm["threads"].as<int>();
  if (vm.count("db")) req.store_path = vm["db"].as<std::string>();
  if (vm.count("out")) req.rows_path = vm["out"].as<std::string>();
  req.collect_rows = false;
  req.progress = !vm.count("quiet") && !vm.count("json");
  req.stop = &stop_flag();
  return req;
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
      ("seed", po::value<std::string>()->default_value("0"),
       "--strategy fair: where its draws of the hidden stock start (each deal mixes in its own "
       "name)")  //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "--strategy fair: orders of the face-down cards it draws for each decision")  //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--strategy fair: judge placements by the exact solver too once at most this many cards are "
       "face down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "--strategy fair: play the exact optimum, free moves included, once at most this many cards "
       "are face down (0: never; -1: 6 in Calculation, 5 in Rechenkuenstler; not Experte)")  //
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
  const api::AnalyzeResult result = api::analyze(analyze_request(vm, game));
  print_result(result, vm.count("json"), out);
  return result.interrupted ? 130 : 0;
}

}  // namespace reckon::cli
