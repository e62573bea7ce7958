#pragma once
// `reckon hint`: its options and the command (Calculation, Rechenkünstler
// and Fourteen Out). The answers are jobs/hint/calculation_hint.h's and
// jobs/hint/fourteen_hint.h's.
#include <iosfwd>

#include "api/option_values.h"
#include "jobs/hint/verdict_cache.h"
#include "tools/cli.h"

namespace reckon::api {
struct HintRun;
}

namespace reckon::cli {

void add_hint_options(po::options_description& desc);
int hint_command(const api::OptionValues& options, std::ostream& out);
int hint_command(const po::variables_map& vm, std::ostream& out);
// Fourteen Out's answer as text (tools/fourteen_hint_command.cc).
void print_fourteen_hint(const api::HintRun& run, std::ostream& out);

// From now on hint_command reads and adds to these verdicts (reckon serve's,
// kept across requests); nullptr: none (the command line's default).
void keep_hint_verdicts(hint::VerdictCache* cache);

}  // namespace reckon::cli
