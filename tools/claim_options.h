#pragma once
// reckon-claims' games and the reading of a claim's variant and budget
// options, as `reckon analyze` reads them (the game registry and its option
// descriptions), for the measurer of jobs/claims.
#include "jobs/claims/measure.h"

namespace reckon::cli {

claims::Analyses claim_analyses();

}  // namespace reckon::cli
