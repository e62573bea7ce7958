#pragma once
// `reckon curate --daily` and the server's /api/daily: options -> a
// DailyRequest (jobs/curation/daily_challenge.h) -> the dates' deals.
#include <iostream>

#include "api/option_values.h"
#include "tools/cli.h"

namespace reckon::cli {

void add_daily_options(po::options_description& desc);
// reckon curate --daily YYYY-MM-DD --tier T [--days K] [--list FILE]
int run_daily(const api::OptionValues& options, std::ostream& out);
int run_daily(const po::variables_map& vm, std::ostream& out);
inline int daily_command(const po::variables_map& vm) { return run_daily(vm, std::cout); }

}  // namespace reckon::cli
