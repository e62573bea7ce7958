#pragma once
// Analyzing Fourteen Out deals (reckon analyze --game fourteen): perfect play
// (the solver) or a named heuristic player; and the bench's Fourteen sets.
#include <cstdint>
#include <string>
#include <vector>

#include "core/games/fourteen/rules.h"
#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/results_store.h"
#include "solver/limits.h"

namespace reckon::analysis {

struct FourteenAnalysis {
  std::string strategy = "perfect";  // or a player of core/games/fourteen/players.h
  fourteen::Pruning pruning;         // perfect play's search rules
  solver::Limits limits;             // perfect play's budget per deal
};

// InputError for a strategy Fourteen Out does not have.
analysis::AnalyzerSpec fourteen_analyzer(const FourteenAnalysis& a);
// The settings that make two runs comparable (for the results store).
analysis::Settings fourteen_settings(const FourteenAnalysis& a);

// `reckon bench`: the deals of one set line, with the bench's limits.
struct FourteenBench {
  std::uint64_t deals = 0, nodes = 0;
  int won = 0, lost = 0, unknown = 0;
};
FourteenBench fourteen_bench(const std::vector<DealRange>& deals, const solver::Limits& limits);

}  // namespace reckon::analysis
