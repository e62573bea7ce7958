#pragma once
// `reckon curate` and `reckon hint` for Fourteen Out: the game's part of
// the curation (curation.h) and the whole of its hint.
#include "jobs/curation/curation.h"
#include "solver/limits.h"
#include "tools/cli.h"

namespace reckon::cli {

// Rejects the Calculation family's variant options (--waste, --level, ...).
void check_fourteen_variant(const po::variables_map& vm);
// limits: the budget per deal.
CurateGame fourteen_curation(const po::variables_map& vm, const solver::Limits& limits);
int fourteen_hint(const po::variables_map& vm, std::ostream& out);

}  // namespace reckon::cli
