#include "jobs/analysis/row.h"

#include "core/json.h"

namespace reckon::analysis {

std::string extra_json(const Row& r) {
  std::string s;
  for (const auto& [name, value] : r.extra) {
    if (!s.empty()) s += ',';
    s += json::quote(name) + ":" + value;
  }
  return s;
}

std::vector<std::pair<std::string, std::string>> parse_extra_json(const std::string& members) {
  if (members.empty()) return {};
  return json::member_literals("{" + members + "}");
}

}  // namespace reckon::analysis
