#include "core/json.h"

#include <cmath>
#include <cstdio>
#include <cctype>
#include <cstdlib>

#include "core/input_error.h"

namespace reckon::json {

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

void Writer::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

Writer& Writer::begin_object() {
  separate();
  out_ += '{';
  first_.push_back(true);
  return *this;
}
Writer& Writer::end_object() {
  out_ += '}';
  first_.pop_back();
  return *this;
}
Writer& Writer::begin_array() {
  separate();
  out_ += '[';
  first_.push_back(true);
  return *this;
}
Writer& Writer::end_array() {
  out_ += ']';
  first_.pop_back();
  return *this;
}
Writer& Writer::key(std::string_view k) {
  separate();
  out_ += quote(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}
Writer& Writer::value(std::string_view s) {
  separate();
  out_ += quote(s);
  return *this;
}
Writer& Writer::value(bool b) {
  separate();
  out_ += b ? "true" : "false";
  return *this;
}
Writer& Writer::value(std::int64_t n) {
  separate();
  out_ += std::to_string(n);
  return *this;
}
Writer& Writer::value(std::uint64_t n) {
  separate();
  out_ += std::to_string(n);
  return *this;
}
Writer& Writer::value(double d, int decimals) {
  separate();
  if (!std::isfinite(d)) {
    out_ += "null";
    return *this;
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, d);
  out_ += buf;
  return *this;
}
Writer& Writer::null() {
  separate();
  out_ += "null";
  return *this;
}
Writer& Writer::raw(std::string_view json) {
  separate();
  out_ += json;
  return *this;
}

const Value* Value::find(const std::string& key) const {
  if (!is_object()) return nullptr;
  const auto& o = object();
  const auto it = o.find(key);
  return it == o.end() ? nullptr : &it->second;
}

namespace {

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Value document() {
    Value v = value(0);
    skip_space();
    if (pos_ != text_.size()) fail("unexpected text after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw InputError("JSON at byte " + std::to_string(pos_ + 1) + ": " + what);
  }
  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\r' || text_[pos_] == '\t'))
      ++pos_;
  }
  bool consume(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  Value value(int depth) {
    if (depth > 64) fail("nested too deeply");
    skip_space();
    if (pos_ >= text_.size()) fail("a value is missing");
    const char c = text_[pos_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') return Value{string(), {}};
    if (consume("true")) return Value{true, {}};
    if (consume("false")) return Value{false, {}};
    if (consume("null")) return Value{nullptr, {}};
    if (c == '-' || (c >= '0' && c <= '9')) return number();
    fail(std::string("unexpected character '") + c + "'");
  }

  Value object(int depth) {
    ++pos_;
    std::map<std::string, Value> members;
    skip_space();
    if (consume("}")) return Value{std::move(members), {}};
    for (;;) {
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != '"') fail("a member name (a string) is expected");
      std::string k = string();
      skip_space();
      if (!consume(":")) fail("':' is expected after a member name");
      members[k] = value(depth + 1);
      skip_space();
      if (consume("}")) return Value{std::move(members), {}};
      if (!consume(",")) fail("',' or '}' is expected");
    }
  }

  Value array(int depth) {
    ++pos_;
    std::vector<Value> items;
    skip_space();
    if (consume("]")) return Value{std::move(items), {}};
    for (;;) {
      items.push_back(value(depth + 1));
      skip_space();
      if (consume("]")) return Value{std::move(items), {}};
      if (!consume(",")) fail("',' or ']' is expected");
    }
  }

  std::string string() {
    ++pos_;  // opening quote
    std::string out;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      char c = text_[pos_++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= text_.size()) break;
      c = text_[pos_++];
      switch (c) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          if (pos_ + 4 > text_.size()) fail("a \\u escape needs four hex digits");
          const unsigned cp = static_cast<unsigned>(std::strtoul(std::string(text_.substr(pos_, 4)).c_str(), nullptr, 16));
          pos_ += 4;
          if (cp < 0x80) {
            out += static_cast<char>(cp);
          } else if (cp < 0x800) {
            out += static_cast<char>(0xc0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3f));
          } else {
            out += static_cast<char>(0xe0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (cp & 0x3f));
          }
          break;
        }
        default: out += c;
      }
    }
    if (pos_ >= text_.size()) fail("a string is not closed");
    ++pos_;
    return out;
  }

  Value number() {
    const std::size_t start = pos_;
    if (text_[pos_] == '-') ++pos_;
    while (pos_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '.' ||
                                   text_[pos_] == 'e' || text_[pos_] == 'E' || text_[pos_] == '+' || text_[pos_] == '-'))
      ++pos_;
    const std::string s(text_.substr(start, pos_ - start));
    char* end = nullptr;
    const double d = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size()) fail("malformed number \"" + s + "\"");
    Value v{d, {}};
    v.number_text = s;
    return v;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

Value parse(std::string_view text) { return Parser(text).document(); }

}  // namespace reckon::json
