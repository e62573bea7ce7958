#pragma once
// JSON through Boost.JSON. parse() reads a document into a boost::json::value
// (integers exact up to 2^64-1, objects in the order written); Writer builds
// compact output, keys in insertion order, doubles with fixed decimals.
#include <boost/json/value.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace reckon::json {

using Value = boost::json::value;

// Quotes and escapes s as a JSON string.
std::string quote(std::string_view s);

// Builds one JSON object or array by appending members; nest with raw().
class Writer {
 public:
  Writer& begin_object();
  Writer& end_object();
  Writer& begin_array();
  Writer& end_array();
  Writer& key(std::string_view k);
  Writer& value(std::string_view s);
  Writer& value(const char* s) { return value(std::string_view(s)); }
  Writer& value(const std::string& s) { return value(std::string_view(s)); }
  Writer& value(bool b);
  Writer& value(std::int64_t n);
  Writer& value(std::uint64_t n);
  Writer& value(int n) { return value(static_cast<std::int64_t>(n)); }
  Writer& value(double d, int decimals);
  Writer& null();
  Writer& raw(std::string_view json);  // an already formatted value
  template <class T>
  Writer& member(std::string_view k, const T& v) {
    key(k);
    return value(v);
  }
  const std::string& str() const { return out_; }

 private:
  void separate();
  std::string out_;
  std::vector<bool> first_;  // per open container: no member written yet
  bool after_key_ = false;
};

// Parses one JSON document; throws InputError naming the byte offset, line
// and column of the problem (bad escapes, truncation, trailing text).
Value parse(std::string_view text);

// Member lookup; nullptr when v is not an object or has no such member.
const Value* find(const Value& v, std::string_view key);

// The members of the JSON object `text`, each with its value as JSON text:
// strings quoted as quote() does, numbers exactly as written (so "0.50"
// stays "0.50"), true and false. Null, arrays and objects are left out.
// Throws InputError as parse() does.
std::vector<std::pair<std::string, std::string>> member_literals(std::string_view text);

}  // namespace reckon::json
