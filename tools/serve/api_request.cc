#include "tools/serve/api_request.h"
#include "reckon/vocabulary.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/json.h"
#include "jobs/analysis/deal_ranges.h"
#include "reckon/input_error.h"
#include "tools/analyze_command.h"
#include "tools/calculation_play.h"
#include "tools/commands.h"
#include "tools/curate_command.h"
#include "tools/daily_command.h"
#include "tools/hint_command.h"

namespace reckon::serve {
namespace {

using cli::UsageError;

// Options that read or write files: no endpoint touches the server's files.
constexpr std::string_view kRefused[] = {"file",      "out",        "db",
                                         "deal-file", "moves-file", "write-cnf", "write-proof", "list"};

// Each analysis runs on one thread: the worker slots are the server's unit of
// concurrency, and a request must not take every core.
constexpr std::string_view kServerSet[] = {"threads", "json"};

bool switch_on(const std::string& key, const std::string& value) {
  if (value.empty() || value == "1" || value == "true" || value == "yes" || value == "on")
    return true;
  if (value == "0" || value == "false" || value == "no" || value == "off") return false;
  throw UsageError("--" + key + " is a switch: give " + key + "=1 (or true), or leave it out");
}

// The number of deals a --deals list names, stopping once past `cap` (a
// range may hold 2^64 deals).
std::uint64_t deals_named(const std::string& text, std::uint64_t cap) {
  std::uint64_t n = 0;
  for (const analysis::DealRange& r : analysis::parse_deal_ranges(text)) {
    if (r.last - r.first >= cap) return cap + 1;
    n += r.last - r.first + 1;
    if (n > cap) return cap + 1;
  }
  return n;
}

std::string seconds_text(double s) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.6f", s);
  return buf;
}

}  // namespace

const std::vector<ApiCommand>& api_commands() {
  static const std::vector<ApiCommand> all = {
      {"deal", cli::deal_options, cli::deal_command},
      {"solve", cli::solve_options, cli::solve_command},
      {"verify", cli::verify_options, cli::verify_command},
      {"hint", cli::hint_options, cli::hint_command},
      {"analyze", cli::analyze_options, cli::analyze_command},
      {"play", cli::play_options, cli::play_command},
      {"daily", cli::daily_options, cli::run_daily},
  };
  return all;
}

const ApiCommand* find_command(std::string_view name) {
  for (const ApiCommand& c : api_commands())
    if (c.name == name) return &c;
  return nullptr;
}

namespace {

// The budgets and the analysis size a request asks for, as given.
struct Asked {
  std::string nodes, seconds, memory, deals, strategy;
};

// Refuses what no endpoint takes, whatever the option description says:
// malformed names, --help, the options that touch files, values past the
// server's size caps, and the fair player's costly settings past its caps.
void refuse_unserved(const ApiCommand& command, const std::string& key, const std::string& value,
                     const ServeLimits& limits) {
  if (key.empty() || key.size() > 40 ||
      key.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
    throw UsageError("\"" + key.substr(0, 40) +
                     "\": not a parameter (names are lower case, like deal or max-nodes)");
  if (key == "help")
    throw UsageError("--help is for the command line: reckon " + command.name +
                     " --help lists the options");
  if (std::find(std::begin(kRefused), std::end(kRefused), key) != std::end(kRefused))
    throw UsageError(
        "--" + key +
        " is refused by the server: no endpoint reads or writes files (give the deal as "
        "deal, pysol or cards, and the moves as moves)");
  const bool card_text = key == "cards" || key == "position";
  const std::size_t cap = card_text ? limits.max_card_text : limits.max_value;
  if (value.size() > cap)
    throw InputError("--" + key + " is " + std::to_string(value.size()) +
                     " bytes long; the server takes at most " + std::to_string(cap));
  if (key == "threads" && value != "1")
    throw UsageError(
        "--threads: the server analyzes on one thread per request (give 1 or leave it out)");
  if (key == "samples" || key == "exact-below" || key == "optimal-below") {
    const int most = key == "samples"         ? limits.max_samples
                     : key == "optimal-below" ? limits.max_optimal_below
                                              : limits.max_exact_below;
    // Checked as text first: the option's own parser gives the CLI's message for a non-number.
    if (value.find_first_not_of("0123456789") == std::string::npos && !value.empty() &&
        (value.size() > 9 || std::stoi(value) > most))
      throw UsageError("--" + key + " " + value + ": the server allows at most " +
                       std::to_string(most));
  }
}

// Takes the parameters the server sets or caps itself into `asked`; true
// for those (they become no argument as given).
bool set_aside(const std::string& key, const std::string& value, Asked& asked) {
  if (std::find(std::begin(kServerSet), std::end(kServerSet), key) != std::end(kServerSet))
    return true;
  if (key == "max-nodes") asked.nodes = value;
  if (key == "max-seconds") asked.seconds = value;
  if (key == "max-memory") asked.memory = value;
  if (key == "deals") asked.deals = value;
  if (key == "strategy") asked.strategy = value;
  return key == "max-nodes" || key == "max-seconds" || key == "max-memory";
}

// Budgets: the request's own, lowered to the server's caps; "no limit" is the cap.
std::vector<std::pair<std::string, std::string>> budget_values(const ApiCommand& command,
                                                               const Asked& asked,
                                                               const ServeLimits& limits) {
  std::uint64_t n = asked.nodes.empty() ? 0 : jobs::parse_u64(asked.nodes, "--max-nodes");
  if (n == 0 || n > limits.max_nodes) n = limits.max_nodes;
  double s = limits.max_seconds;
  if (!asked.seconds.empty()) {
    char* end = nullptr;
    const double want = std::strtod(asked.seconds.c_str(), &end);
    if (end == asked.seconds.c_str() || *end != '\0' || !std::isfinite(want) || want < 0)
      throw UsageError("--max-seconds \"" + asked.seconds +
                       "\": expected a number of seconds, not negative");
    if (want > 0 && want < s) s = want;
  }
  std::size_t m = limits.max_memory_mib;
  if (!asked.memory.empty()) {
    const std::uint64_t want = jobs::parse_u64(asked.memory, "--max-memory");
    if (want == 0) throw UsageError("--max-memory must be between 1 and 1048576 MiB");
    if (want < m) m = static_cast<std::size_t>(want);
  }
  if (command.name == "analyze" && !asked.deals.empty()) {
    const std::uint64_t k = deals_named(asked.deals, limits.max_deals);
    if (k > limits.max_deals)
      throw UsageError("--deals " + asked.deals + ": the server analyzes at most " +
                       std::to_string(limits.max_deals) +
                       " deals a request (run reckon analyze for more)");
    if (parse_name<Player>(asked.strategy) == Player::kFair && k > limits.max_fair_deals)
      throw UsageError("--strategy fair: the server plays at most " +
                       std::to_string(limits.max_fair_deals) +
                       " deals a request with the fair player (run reckon analyze for more)");
    // The request's time is shared among its deals, so that a long list ends in about
    // max-seconds, but never below half a second a deal (most deals take milliseconds; a hard one
    // gets a fair try).
    if (k > 0) s = std::min(s, std::max(0.5, s / static_cast<double>(k)));
  }
  return {{"max-nodes", std::to_string(n)},
          {"max-seconds", seconds_text(s)},
          {"max-memory", std::to_string(m)}};
}

}  // namespace

namespace {

using Values = std::vector<std::pair<std::string, std::string>>;

// Each parameter checked and named as its option; a switch that is on is
// there with an empty value, one that is off is left out.
Values checked_values(const ApiCommand& command, const po::options_description& desc,
                      const Params& params, const ServeLimits& limits) {
  Values values;
  Asked asked;
  std::string unknown;
  for (const auto& [key, value] : params) {
    refuse_unserved(command, key, value, limits);
    if (set_aside(key, value, asked)) continue;
    const po::option_description* option = desc.find_nothrow(key, false);
    // Told after the loop (a refused option is told first, whatever the
    // order), in the request's words rather than the option parser's.
    if (!option) {
      if (unknown.empty()) unknown = key;
      continue;
    }
    if (std::any_of(values.begin(), values.end(), [&](const auto& kv) { return kv.first == key; }))
      throw UsageError("option '--" + key + "' cannot be specified more than once");
    if (option->semantic()->max_tokens() == 0) {
      if (switch_on(key, value)) values.emplace_back(key, "");
    } else {
      values.emplace_back(key, value);
    }
  }
  if (!unknown.empty())
    throw UsageError(unknown + ": not a parameter of /api/" + command.name + " (reckon " +
                     command.name + " --help lists them)");
  // A date is what daily draws by (the command line reaches it through
  // curate --daily, which always has one).
  if (command.name == "daily" &&
      std::none_of(params.begin(), params.end(), [](const auto& kv) { return kv.first == "daily"; }))
    throw UsageError("daily: missing; give the date as daily=YYYY-MM-DD");
  values.emplace_back("json", "");
  if (command.name == "analyze") {
    if (desc.find_nothrow("threads", false)) values.emplace_back("threads", "1");
    values.emplace_back("quiet", "");
  }
  if (desc.find_nothrow("max-nodes", false)) {
    for (auto& kv : budget_values(command, asked, limits)) values.push_back(std::move(kv));
  } else if (!asked.nodes.empty() || !asked.seconds.empty() || !asked.memory.empty()) {
    throw UsageError("/api/" + command.name +
                     " takes no budgets (max-nodes, max-seconds, max-memory)");
  }
  return values;
}

}  // namespace

ParamValues values_of(const ApiCommand& command, const Params& params, const ServeLimits& limits) {
  return ParamValues(checked_values(command, command.options(), params, limits));
}

const std::string* ParamValues::find(std::string_view name) const {
  for (const auto& [key, value] : values_)
    if (key == name) return &value;
  return nullptr;
}

bool ParamValues::given(std::string_view name) const { return find(name) != nullptr; }

std::string ParamValues::text(std::string_view name) const {
  const std::string* value = find(name);
  return value ? *value : std::string();
}

std::int64_t ParamValues::integer(std::string_view name) const {
  const std::string text = this->text(name);
  // As the command line's parser reads a number: an optional sign, digits.
  const char* first = text.data() + (text.starts_with('+') ? 1 : 0);
  const char* last = text.data() + text.size();
  std::int64_t n = 0;
  const auto [end, ec] = std::from_chars(first, last, n);
  if (ec != std::errc() || end != last || first == last)
    throw UsageError(std::string(name) + ": invalid value \"" + text + "\"");
  return n;
}

std::vector<std::string> ParamValues::names() const {
  std::vector<std::string> out;
  for (const auto& kv : values_) out.push_back(kv.first);
  return out;
}

}  // namespace reckon::serve
