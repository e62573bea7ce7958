#pragma once
// Curation: lists of unwinnable, undecided, hardest, easiest deals and deals
// per difficulty tier, or the calibration of the tiers, from typed requests
// (curate_request.h). The command line, the server and reckon/curate.h call it.
#include "jobs/curation/curate_request.h"

namespace reckon::curation {

// Runs the request on its threads. InputError for bad input (the command
// line's message): deals missing or not ranges, a count below 1, --certify
// for Fourteen Out. A stop (request.stop) returns
// what was done with CurateResult::stop set; nothing is listed then.
CurateResult curate(const CurateRequest& request);

}  // namespace reckon::curation
