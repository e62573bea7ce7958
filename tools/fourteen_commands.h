#pragma once
// Fourteen Out's options for `reckon analyze` and `reckon curate` (the
// analyzers are in jobs/analysis/fourteen_analyzer.h).
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "core/games/fourteen/game.h"
#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/fourteen_analyzer.h"
#include "jobs/analysis/results_store.h"
#include "jobs/common/deal_source.h"
#include "solver/depth_first_search.h"
#include "strategies/fourteen_solver.h"
#include "tools/cli.h"

namespace reckon::cli {

void add_fourteen_options(po::options_description& desc);  // none yet: one layout
fourteen::Pruning read_fourteen_pruning(const po::variables_map& vm);
// Rejects the Calculation family's variant options (--waste, --level, ...).
void check_fourteen_variant(const po::variables_map& vm);

analysis::AnalyzerSpec fourteen_analyzer(const po::variables_map& vm);
analysis::Settings fourteen_settings(const po::variables_map& vm);

}  // namespace reckon::cli
