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
  std::vector<std::pair<std::string, std::string>> out;
  if (members.empty()) return out;
  const json::Value v = json::parse("{" + members + "}");
  for (const auto& [name, value] : v.object()) {
    if (value.is_string()) {
      out.emplace_back(name, json::quote(value.string()));
    } else if (value.is_number()) {
      out.emplace_back(name, value.number_text);
    } else if (value.is_bool()) {
      out.emplace_back(name, value.boolean() ? "true" : "false");
    }
  }
  return out;
}

}  // namespace reckon::analysis
