#pragma once
// `reckon construct`: options -> construction::ConstructRequest ->
// construction::construct -> the deals found (jobs/construction/).
#include <iosfwd>

#include "tools/cli.h"

namespace reckon::cli {

po::options_description construct_options();
int construct_command(const po::variables_map& vm, std::ostream& out);

}  // namespace reckon::cli
