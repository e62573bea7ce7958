#pragma once
// `reckon deal|solve|verify|analyze --game fourteen`, and the bench's
// Fourteen sets; the solver they share is in fourteen_solver.h.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "core/games/fourteen/game.h"
#include "solver/depth_first_search.h"
#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/results_store.h"
#include "tools/cli.h"
#include "jobs/analysis/deal_ranges.h"
#include "strategies/fourteen_solver.h"

namespace reckon::cli {

void add_fourteen_options(po::options_description& desc);  // none yet: one layout
fourteen::Pruning read_fourteen_pruning(const po::variables_map& vm);
// The deal a source names (deal number, PySolFC number, card string).
fourteen::Deal load_fourteen_deal(const DealSource& source, DealSource* labelled);

int fourteen_deal(const po::variables_map& vm, std::ostream& out);
int fourteen_solve(const po::variables_map& vm, std::ostream& out);
int fourteen_verify(const po::variables_map& vm, std::ostream& out);
analysis::AnalyzerSpec fourteen_analyzer(const po::variables_map& vm);
analysis::Settings fourteen_settings(const po::variables_map& vm);

// `reckon bench`: the deals of one set line, with the bench's limits.
struct FourteenBench {
  std::uint64_t deals = 0, nodes = 0;
  int won = 0, lost = 0, unknown = 0;
};
FourteenBench fourteen_bench(const std::vector<DealRange>& deals, const solver::Limits& limits);

}  // namespace reckon::cli
