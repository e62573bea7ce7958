#pragma once
// The command line's parsed options as the library reads its requests from
// them (api/option_values.h): an option left at its default is not given.
#include "api/option_values.h"
#include "tools/cli.h"

namespace reckon::cli {

class ParsedOptions final : public api::OptionValues {
 public:
  explicit ParsedOptions(const po::variables_map& vm) : vm_(vm) {}
  bool given(std::string_view name) const override;
  std::string text(std::string_view name) const override;
  std::int64_t integer(std::string_view name) const override;
  std::vector<std::string> names() const override;

 private:
  const po::variables_map& vm_;
};

}  // namespace reckon::cli
