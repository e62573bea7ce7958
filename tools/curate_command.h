#pragma once
// `reckon curate`: its options, read into a CurateRequest
// (jobs/curation/curate_request.h), run, and printed.
#include "tools/cli.h"

namespace reckon::cli {

void add_curate_options(po::options_description& desc);
int curate_command(const po::variables_map& vm);  // writes to standard output

}  // namespace reckon::cli
