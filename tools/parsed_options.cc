#include "tools/parsed_options.h"

#include "jobs/common/text_input.h"
#include "reckon/input_error.h"

namespace reckon::cli {

bool ParsedOptions::given(std::string_view name) const {
  const auto it = vm_.find(std::string(name));
  return it != vm_.end() && !it->second.defaulted();
}

std::string ParsedOptions::text(std::string_view name) const {
  const po::variable_value& v = vm_[std::string(name)];
  if (v.empty()) return "";
  if (v.value().type() == typeid(std::string)) return v.as<std::string>();
  return std::to_string(integer(name));
}

std::int64_t ParsedOptions::integer(std::string_view name) const {
  const po::variable_value& v = vm_[std::string(name)];
  if (v.value().type() == typeid(int)) return v.as<int>();
  if (v.value().type() == typeid(std::size_t))
    return static_cast<std::int64_t>(v.as<std::size_t>());
  if (v.value().type() == typeid(std::string))
    return static_cast<std::int64_t>(
        jobs::parse_u64(v.as<std::string>(), "--" + std::string(name)));
  throw InputError("--" + std::string(name) + ": expected a whole number");
}

std::vector<std::string> ParsedOptions::names() const {
  std::vector<std::string> out;
  for (const auto& [name, value] : vm_)
    if (!value.defaulted()) out.push_back(name);
  return out;
}

}  // namespace reckon::cli
