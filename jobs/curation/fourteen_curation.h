#pragma once
// Fourteen Out's part of `reckon curate` (curation.h): every deal's verdict,
// and for a winnable one the players' games, forgiveness along them, the
// tier and the score, in one stage.
#include "jobs/curation/curate_request.h"
#include "jobs/curation/curation.h"
#include "solver/limits.h"

namespace reckon::curation {

// limits: the budget per deal.
CurateGame fourteen_curation(const CurateRequest& request, const solver::Limits& limits);

}  // namespace reckon::curation
