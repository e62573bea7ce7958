#pragma once
// Analyzing Calculation-family deals: perfect play (the solver) or a named
// heuristic player, from typed settings (the command line and the API build
// them; nothing here reads options).
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/pruning.h"
#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/results_store.h"
#include "jobs/common/calculation_family.h"
#include "players/fair_player.h"
#include "solver/limits.h"

namespace reckon::analysis {

struct CalculationAnalysis {
  jobs::Family family = jobs::Family::kCalculation;
  calculation::Variant variant;
  std::string strategy = "perfect";  // or a player of players/named_player.h
  calculation::Pruning pruning;      // perfect play's search rules
  solver::Limits limits;             // perfect play's budget per deal
  int deal_threads = 1;              // perfect play: rule sat's solvers on one deal
  players::FairSettings fair;        // --strategy fair
};

// InputError for a strategy the variant does not have.
analysis::AnalyzerSpec calculation_analyzer(const CalculationAnalysis& a);
// The settings that make two runs comparable (for the results store).
analysis::Settings calculation_settings(const CalculationAnalysis& a);
// InputError naming the setting out of range (--samples, --exact-below, ...).
void check_fair_settings(const players::FairSettings& f);

}  // namespace reckon::analysis
