#pragma once
// `reckon curate` (lists of unwinnable, hardest, easiest deals and deals per
// difficulty tier) and `reckon hint` (is a game in progress still winnable,
// and which next moves keep it so).
#include "tools/cli.h"

namespace reckon::cli {

void add_curate_options(po::options_description& desc);
int curate_command(const po::variables_map& vm);

void add_hint_options(po::options_description& desc);
int hint_command(const po::variables_map& vm, std::ostream& out);

}  // namespace reckon::cli
