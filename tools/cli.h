#pragma once
// What every `reckon` command shares: option parsing helpers, budgets, deal
// sources, usage errors. Commands stay thin: options -> library call -> print.
#include <boost/program_options.hpp>

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "jobs/common/deal_source.h"
#include "jobs/common/text_input.h"
#include "solver/limits.h"

namespace reckon::cli {

namespace po = boost::program_options;

// Exit statuses (README and --help say the same).
inline constexpr int kExitWinnable = 0;
inline constexpr int kExitUnwinnable = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitUnknown = 3;
inline constexpr int kExitInternal = 4;  // a line failed its replay: a bug, never a verdict

// A mistake on the command line; reported like bad input (exit 2).
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws UsageError naming the first word that belongs to no option (every
// parser of option words calls it: such a word would be dropped silently).
void refuse_stray_words(const po::parsed_options& parsed);

// Parses args against desc; --help prints help and returns false.
bool parse(const std::vector<std::string>& args, const po::options_description& desc,
           po::variables_map& vm, const std::string& usage, std::ostream& out);

// Set by Ctrl-C (SIGINT/SIGTERM): searches stop with "unknown", analyses
// stop after committing what they have decided.
std::atomic<bool>& stop_flag();
void install_stop_handler();

// seconds_default_text: how --help shows --max-seconds's default, when the
// command has a time budget of its own (curate: 10 s).
void add_budget_options(po::options_description& desc,
                        const std::string& seconds_default_text = "");
solver::Limits read_limits(const po::variables_map& vm);

// --deal-threads N (1 or 2): threads on one deal (solve, analyze). With 2,
// rule sat (Calculation family) races two solvers on its model.
void add_deal_threads_option(po::options_description& desc);
// game: the --game name, when known; Fourteen Out refuses 2.
int read_deal_threads(const po::variables_map& vm, std::string_view game = "");

// Where a deal comes from: --deal N, --pysol N, --cards "...", --file F
// (DealSource: jobs/common/deal_source.h).
void add_source_options(po::options_description& desc);
jobs::DealSource read_source(const po::variables_map& vm);

// Writes bytes to the file `path` (created or replaced); InputError naming
// `option` and the path when it can not.
void write_file(const std::string& path, std::string_view bytes, const std::string& option);
// The text of an option given inline or as a file (--moves / --moves-file):
// both at once is a usage error; neither gives nothing.
std::optional<std::string> read_text_option(const po::variables_map& vm,
                                            const std::string& inline_name,
                                            const std::string& file_name);

}  // namespace reckon::cli
