#pragma once
// A small JSON writer (and reader for the flat values our tools exchange).
// Output is compact, keys in insertion order, numbers as written.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace reckon::json {

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

// A parsed JSON value (reader for move lists and result rows).
struct Value {
  std::variant<std::nullptr_t, bool, double, std::string, std::vector<Value>, std::map<std::string, Value>> v;
  bool is_object() const { return std::holds_alternative<std::map<std::string, Value>>(v); }
  bool is_array() const { return std::holds_alternative<std::vector<Value>>(v); }
  bool is_string() const { return std::holds_alternative<std::string>(v); }
  bool is_number() const { return std::holds_alternative<double>(v); }
  bool is_bool() const { return std::holds_alternative<bool>(v); }
  const std::map<std::string, Value>& object() const { return std::get<std::map<std::string, Value>>(v); }
  const std::vector<Value>& array() const { return std::get<std::vector<Value>>(v); }
  const std::string& string() const { return std::get<std::string>(v); }
  double number() const { return std::get<double>(v); }
  bool boolean() const { return std::get<bool>(v); }
  // Member lookup; nullptr when absent or not an object.
  const Value* find(const std::string& key) const;
  // A number as it was written, so that a value read back prints the same.
  std::string number_text;
};

// Parses text; throws InputError naming the byte offset of the problem.
Value parse(std::string_view text);

}  // namespace reckon::json
