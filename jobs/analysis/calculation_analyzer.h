#pragma once
// Analyzing Calculation-family deals: perfect play (the solver) or a named
// heuristic player.
#include "players/fair_player.h"
#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/results_store.h"
#include "tools/calculation_commands.h"

namespace reckon::cli {

analysis::AnalyzerSpec calculation_analyzer(const po::variables_map& vm, Family family);
// The settings that make two runs comparable (for the results store).
analysis::Settings calculation_settings(const po::variables_map& vm, Family family);
// The fair player's settings from --seed and --samples (defaults where absent).
players::FairSettings fair_settings(const po::variables_map& vm);

}  // namespace reckon::cli
