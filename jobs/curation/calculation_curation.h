#pragma once
// The Calculation family's part of `reckon curate` (curation.h): stage 1 the
// perfect-play verdict and the human-like players' pre-score of every deal,
// stage 2 the fair player's runs and forgiveness of the candidates.
#include "jobs/curation/curate_request.h"
#include "jobs/curation/curation.h"

namespace reckon::curation {

// limits: the budget per deal; threads: stage 2's workers (at least 1).
CurateGame calculation_curation(const CurateRequest& request, const solver::Limits& limits,
                                int threads);

}  // namespace reckon::curation
