#pragma once
// An API request as the command line would have given it: parameters (from
// the query string or a JSON object body) become `--name=value` arguments,
// parsed against the very option description the CLI uses, so the API
// accepts what the CLI accepts and refuses it with the same message. What a
// server must not do is refused first: options that read or write files,
// and budgets past the server's caps (those are lowered to the caps).
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "http/http_message.h"
#include "tools/cli.h"

namespace reckon::serve {

namespace po = boost::program_options;

// The server's caps (reckon serve's options).
struct ServeLimits {
  std::uint64_t max_nodes =
      2'000'000;                     // per search; a request asking for 0 (none) or more gets this
  double max_seconds = 10;           // per request (analyze shares it among its deals)
  std::size_t max_memory_mib = 256;  // per search's tables
  std::uint64_t max_deals = 1000;    // analyze
  std::uint64_t max_fair_deals =
      10;                   // analyze --strategy fair (its player draws hundreds of orders a card)
  int max_samples = 1024;   // the fair player's orders per decision (hint --fair, play, analyze)
  int max_exact_below = 8;  // the fair player's exact judging (its cost grows steeply with this)
  int max_optimal_below = 6;  // its endgame optimum (the expectimax has no budget: keep it small)
  std::size_t max_card_text = 2048;  // bytes of a card string or typed position
  std::size_t max_value = 16384;     // bytes of any other parameter
};

// One endpoint: /api/<name>.
struct ApiCommand {
  std::string name;
  po::options_description (*options)();
  int (*run)(const po::variables_map&, std::ostream&);
};
const std::vector<ApiCommand>& api_commands();
const ApiCommand* find_command(std::string_view name);

using http::Params;

// The parsed options, with --json set and budgets capped. Throws
// cli::UsageError or InputError with the message the CLI would give.
po::variables_map variables_of(const ApiCommand& command, const Params& params,
                               const ServeLimits& limits);

}  // namespace reckon::serve
