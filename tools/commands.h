#pragma once
// The commands `reckon` runs from the command line, each as its option
// description and a function from parsed options to output. `reckon serve`
// parses HTTP parameters against the same descriptions and calls the same
// functions, so the API and the CLI cannot drift apart (defined in
// command_options.cc; reckon.cc's command table holds their usage texts).
#include <iosfwd>

#include "api/option_values.h"
#include "tools/cli.h"

namespace reckon::cli {

po::options_description deal_options();
po::options_description solve_options();
po::options_description verify_options();
po::options_description analyze_options();
po::options_description hint_options();
po::options_description curate_options();
po::options_description play_options();
// curate --daily's own options (the game, its variant, --tier, --daily, --days, --list).
po::options_description daily_options();

// Each returns the command's exit status (cli.h) and throws what the CLI
// reports: UsageError, InputError, InternalError.
int run_deal(const po::variables_map& vm, std::ostream& out);
int run_solve(const po::variables_map& vm, std::ostream& out);
int run_verify(const po::variables_map& vm, std::ostream& out);
int run_play(const po::variables_map& vm, std::ostream& out);
int run_curate(const po::variables_map& vm, std::ostream& out);  // writes to standard output
// deal, verify and solve from the options as the library reads them (the
// command line's parsed options or the HTTP API's parameters).
int deal_command(const api::OptionValues& options, std::ostream& out);
int verify_command(const api::OptionValues& options, std::ostream& out);
int solve_command(const api::OptionValues& options, std::ostream& out);
// analyze_command(vm, out), hint_command(vm, out) and run_daily(vm, out)
// are the others (analyze_command.h, hint_command.h,
// tools/daily_command.h).

}  // namespace reckon::cli
