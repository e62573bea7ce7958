// The Calculation family's analysis settings read from the options
// (declared in tools/calculation_commands.h): for the game registry's
// analyzer and store settings (curate, claims) and for hint's fair player.
#include "jobs/common/text_input.h"
#include "players/fair_player.h"
#include "reckon/vocabulary.h"
#include "tools/calculation_commands.h"

namespace reckon::cli {

players::FairSettings fair_settings(const po::variables_map& vm) {
  players::FairSettings f;
  // The project's whole-number parser: the option library would take -1 as 2^64 - 1.
  if (vm.count("seed")) f.seed = jobs::parse_u64(vm["seed"].as<std::string>(), "--seed");
  if (vm.count("samples")) f.samples = vm["samples"].as<int>();
  if (vm.count("exact-below")) f.exact_below = vm["exact-below"].as<int>();
  if (vm.count("optimal-below")) f.optimal_below = vm["optimal-below"].as<int>();
  analysis::check_fair_settings(f);
  return f;
}

analysis::CalculationAnalysis calculation_analysis(const po::variables_map& vm,
                                                   jobs::Family family) {
  analysis::CalculationAnalysis a;
  a.family = family;
  a.variant = read_variant(vm, family);
  if (vm.count("strategy")) a.strategy = vm["strategy"].as<std::string>();
  if (parse_name<Player>(a.strategy) == Player::kPerfect) {
    a.pruning = read_pruning(vm);
    a.limits = read_limits(vm);
    a.deal_threads = read_deal_threads(vm);
  } else {
    a.fair = fair_settings(vm);
  }
  return a;
}

}  // namespace reckon::cli
