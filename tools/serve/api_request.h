#pragma once
// An API request's parameters (from the query string or a JSON object body),
// named as the command line names its options and checked against the same
// option description. What a server must not do is refused first: options
// that read or write files, and budgets past the server's caps (those are
// lowered to the caps). The library then reads its typed request from the
// parameters as it does from the command line's options
// (api/request_reader.h), so the API accepts what the CLI accepts and
// refuses it with the same message.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "api/option_values.h"
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
  int max_samples = 4096;   // the fair player's orders per decision (hint --fair, play, analyze)
  int max_exact_below = 8;  // the fair player's exact judging (its cost grows steeply with this)
  int max_optimal_below = 6;  // its endgame optimum (the expectimax has no budget: keep it small)
  std::size_t max_card_text = 2048;  // bytes of a card string or typed position
  std::size_t max_value = 16384;     // bytes of any other parameter
};

// One endpoint: /api/<name>. Its parameters are the options of its command
// (their names and which are switches); run writes its JSON.
struct ApiCommand {
  std::string name;
  po::options_description (*options)();
  int (*run)(const api::OptionValues&, std::ostream&);
};

// The parameters as the library reads them: each given once, a switch that
// is on present with an empty value, budgets capped, json on.
class ParamValues final : public api::OptionValues {
 public:
  explicit ParamValues(std::vector<std::pair<std::string, std::string>> values)
      : values_(std::move(values)) {}
  bool given(std::string_view name) const override;
  std::string text(std::string_view name) const override;
  std::int64_t integer(std::string_view name) const override;
  std::vector<std::string> names() const override;

 private:
  const std::string* find(std::string_view name) const;
  std::vector<std::pair<std::string, std::string>> values_;
};
const std::vector<ApiCommand>& api_commands();
const ApiCommand* find_command(std::string_view name);

using http::Params;

// The parameters checked, with json set and budgets capped. Throws
// cli::UsageError or InputError with the message the CLI would give.
ParamValues values_of(const ApiCommand& command, const Params& params, const ServeLimits& limits);

}  // namespace reckon::serve
