#pragma once
// A request as a front end received it, by the command line's option names
// ("game", "waste", "deal", "no-sat"): the command line's parsed options or
// the HTTP API's parameters. The library reads its typed requests from it
// (request_reader.h), so that both front ends accept and refuse the same
// things. Messages name an option as the command line does ("--waste 9:
// ..."); each front end rewords them in its own terms.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reckon::api {

class OptionValues {
 public:
  virtual ~OptionValues() = default;
  // Given by the user; an option left at its default is not.
  virtual bool given(std::string_view name) const = 0;
  // A given option's value as typed ("" for a switch).
  virtual std::string text(std::string_view name) const = 0;
  // A given option's value as a whole number (InputError naming the
  // option when it is none).
  virtual std::int64_t integer(std::string_view name) const = 0;
  // The names of the options given.
  virtual std::vector<std::string> names() const = 0;
};

}  // namespace reckon::api
