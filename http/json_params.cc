// A request's JSON object body as parameters (params_from_json, declared in
// http_message.h beside the query string's way in).
#include "http/http_message.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "core/json.h"
#include "reckon/input_error.h"

namespace reckon::http {
namespace {

std::string json_text(const json::Value& v) {
  if (v.is_string()) return json::quote(v.as_string());
  if (v.is_bool()) return v.as_bool() ? "true" : "false";
  if (v.is_int64()) return std::to_string(v.as_int64());
  if (v.is_uint64()) return std::to_string(v.as_uint64());
  if (v.is_double()) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", v.as_double());
    return buf;
  }
  if (v.is_array()) {
    std::string s = "[";
    for (const json::Value& e : v.as_array()) s += (s.size() > 1 ? "," : "") + json_text(e);
    return s + "]";
  }
  if (v.is_object()) {
    std::string s = "{";
    for (const auto& m : v.as_object())
      s += (s.size() > 1 ? "," : "") + json::quote(m.key()) + ":" + json_text(m.value());
    return s + "}";
  }
  return "null";
}

}  // namespace

Params params_from_json(std::string_view body) {
  const json::Value v = json::parse(body);
  if (!v.is_object())
    throw InputError(
        "the request body must be a JSON object of options, e.g. {\"game\": \"calculation\", "
        "\"deal\": 17}");
  Params out;
  for (const auto& member : v.as_object()) {
    const std::string key(member.key());
    const json::Value& value = member.value();
    if (value.is_string()) {
      out.emplace_back(key, value.as_string());
    } else if (value.is_bool()) {
      out.emplace_back(key, value.as_bool() ? "1" : "0");
    } else if (value.is_int64()) {
      out.emplace_back(key, std::to_string(value.as_int64()));
    } else if (value.is_uint64()) {
      out.emplace_back(key, std::to_string(value.as_uint64()));
    } else if (value.is_double()) {
      const double d = value.as_double();
      // Integers arrive exactly (int64 or uint64); a double holds whole
      // numbers exactly only up to 2^53.
      if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9007199254740992.0)
        out.emplace_back(key, std::to_string(static_cast<long long>(d)));
      else if (std::isfinite(d) && d != std::floor(d)) {
        char buf[40];
        std::snprintf(buf, sizeof buf, "%.6f", d);
        out.emplace_back(key, buf);
      } else
        throw InputError("\"" + key +
                         "\": a whole number past 2^53 written as a decimal loses digits; write "
                         "it without a fraction or exponent");
    } else if (value.is_array()) {
      out.emplace_back(key, json_text(value));
    } else {
      throw InputError("\"" + key +
                       "\": expected a string, a number, true/false or (for moves) an array");
    }
  }
  return out;
}

}  // namespace reckon::http
