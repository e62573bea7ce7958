#include "tools/game_registry.h"

#include <algorithm>
#include <optional>

#include "api/request_reader.h"
#include "jobs/analysis/calculation_analyzer.h"
#include "tools/calculation_commands.h"
#include "tools/fourteen_commands.h"
#include "tools/parsed_options.h"

namespace reckon::cli {
namespace {

std::vector<std::string> calculation_rules() {
  return {calculation::kRuleNames.begin(), calculation::kRuleNames.end()};
}

}  // namespace

const std::vector<GameCommands>& games() {
  static const std::vector<GameCommands> all = {
      {GameKind::kCalculation, "calculation", add_calculation_options, calculation_rules(),
       [](const po::variables_map& vm) {
         return analysis::calculation_analyzer(
             calculation_analysis(vm, jobs::Family::kCalculation));
       },
       [](const po::variables_map& vm) {
         return analysis::calculation_settings(
             calculation_analysis(vm, jobs::Family::kCalculation));
       }},
      {GameKind::kRechenkuenstler, "rechenkuenstler", add_rechenkuenstler_options,
       calculation_rules(),
       [](const po::variables_map& vm) {
         return analysis::calculation_analyzer(
             calculation_analysis(vm, jobs::Family::kRechenkuenstler));
       },
       [](const po::variables_map& vm) {
         return analysis::calculation_settings(
             calculation_analysis(vm, jobs::Family::kRechenkuenstler));
       }},
      {GameKind::kFourteen,
       "fourteen",
       add_fourteen_options,
       {fourteen::kRuleNames.begin(), fourteen::kRuleNames.end()},
       fourteen_analyzer,
       fourteen_settings},
  };
  return all;
}

void add_rule_options(po::options_description& desc) {
  std::vector<std::string> seen;
  for (const GameCommands& g : games())
    for (const std::string& r : g.rules) {
      if (std::find(seen.begin(), seen.end(), r) != seen.end()) continue;
      seen.push_back(r);
      const std::string opt = "no-" + r;
      desc.add_options()(opt.c_str(), ("switch off the search rule \"" + r + "\" (the verdict stays exact)").c_str());
    }
}

void check_rule_options(const po::variables_map& vm, const GameCommands& game) {
  api::read_rules_off(ParsedOptions(vm), game.kind);
}

const GameCommands& game_of(const po::variables_map& vm) {
  const GameKind kind = api::read_game(ParsedOptions(vm));
  // Every command takes every game's variant options: one that is not this
  // game's must be refused, not ignored (the Calculation family's are
  // checked where their variant is read).
  if (kind == GameKind::kFourteen) check_fourteen_variant(vm);
  for (const GameCommands& c : games())
    if (c.kind == kind) return c;
  throw std::logic_error("game_of: a game of the vocabulary without commands");
}

std::string game_list() { return choices<GameKind>(); }

}  // namespace reckon::cli
