#pragma once
// `reckon hint`: its options and the command (Calculation, Rechenkünstler
// and Fourteen Out). The answer itself is jobs/hint/calculation_hint.h's.
#include <iosfwd>

#include "tools/cli.h"

namespace reckon::cli {

void add_hint_options(po::options_description& desc);
int hint_command(const po::variables_map& vm, std::ostream& out);

}  // namespace reckon::cli
