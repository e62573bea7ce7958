#include "core/json.h"

#include <boost/json/basic_parser_impl.hpp>
#include <boost/json/parser.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <cstdio>

#include "reckon/input_error.h"

namespace reckon::json {
namespace {

// Deep enough for anything our files hold; Boost.JSON's default is 32.
constexpr std::size_t kMaxDepth = 64;

boost::json::parse_options options() {
  boost::json::parse_options o;
  o.max_depth = kMaxDepth;
  return o;
}

[[noreturn]] void fail(std::string_view text, std::size_t offset, const std::string& what) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  throw InputError("JSON at byte " + std::to_string(offset + 1) + " (line " + std::to_string(line) +
                   ", column " + std::to_string(column) + "): " + what);
}

// Reads the members of one object for member_literals(): Boost.JSON parses
// and hands over each number's text as written.
class LiteralHandler {
 public:
  static constexpr std::size_t max_object_size = std::size_t(-1);
  static constexpr std::size_t max_array_size = std::size_t(-1);
  static constexpr std::size_t max_key_size = std::size_t(-1);
  static constexpr std::size_t max_string_size = std::size_t(-1);

  std::vector<std::pair<std::string, std::string>> members;
  bool top_is_object = false;

  bool on_document_begin(boost::json::error_code&) { return true; }
  bool on_document_end(boost::json::error_code&) { return true; }
  bool on_object_begin(boost::json::error_code&) {
    if (depth_++ == 0) top_is_object = true;
    return true;
  }
  bool on_object_end(std::size_t, boost::json::error_code&) {
    --depth_;
    return true;
  }
  bool on_array_begin(boost::json::error_code&) {
    ++depth_;
    return true;
  }
  bool on_array_end(std::size_t, boost::json::error_code&) {
    --depth_;
    return true;
  }
  // Keys, strings and numbers may come in parts; the last part ends them.
  bool on_key_part(boost::json::string_view s, std::size_t, boost::json::error_code&) {
    return add(s);
  }
  bool on_string_part(boost::json::string_view s, std::size_t, boost::json::error_code&) {
    return add(s);
  }
  bool on_number_part(boost::json::string_view s, boost::json::error_code&) { return add(s); }
  bool on_key(boost::json::string_view s, std::size_t, boost::json::error_code&) {
    add(s);
    if (depth_ == 1) name_ = part_;
    part_.clear();
    return true;
  }
  bool on_string(boost::json::string_view s, std::size_t, boost::json::error_code&) {
    add(s);
    return member(quote(part_));
  }
  bool on_int64(std::int64_t, boost::json::string_view s, boost::json::error_code&) {
    return number(s);
  }
  bool on_uint64(std::uint64_t, boost::json::string_view s, boost::json::error_code&) {
    return number(s);
  }
  bool on_double(double, boost::json::string_view s, boost::json::error_code&) { return number(s); }
  bool on_bool(bool b, boost::json::error_code&) { return member(b ? "true" : "false"); }
  bool on_null(boost::json::error_code&) { return true; }
  bool on_comment_part(boost::json::string_view, boost::json::error_code&) { return true; }
  bool on_comment(boost::json::string_view, boost::json::error_code&) { return true; }

 private:
  bool add(boost::json::string_view s) {
    part_.append(s.data(), s.size());
    return true;
  }
  bool number(boost::json::string_view rest) {
    add(rest);
    return member(part_);
  }
  // A scalar value ends: a member of the top object keeps it.
  bool member(const std::string& literal) {
    if (depth_ == 1) members.emplace_back(name_, literal);
    part_.clear();
    return true;
  }

  int depth_ = 0;
  std::string name_, part_;
};

}  // namespace

std::string quote(std::string_view s) {
  return boost::json::serialize(boost::json::string_view(s.data(), s.size()));
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

Value parse(std::string_view text) {
  boost::json::parser p(boost::json::storage_ptr(), options());
  boost::json::error_code ec;
  const std::size_t used = p.write(text.data(), text.size(), ec);
  if (ec) fail(text, used, ec.message());
  return p.release();
}

const Value* find(const Value& v, std::string_view key) {
  const auto* o = v.if_object();
  return o ? o->if_contains(boost::json::string_view(key.data(), key.size())) : nullptr;
}

std::vector<std::pair<std::string, std::string>> member_literals(std::string_view text) {
  boost::json::basic_parser<LiteralHandler> p(options());
  boost::json::error_code ec;
  const std::size_t used = p.write_some(false, text.data(), text.size(), ec);
  if (ec) fail(text, used, ec.message());
  if (used != text.size()) fail(text, used, "extra data");
  if (!p.handler().top_is_object) fail(text, 0, "an object is expected");
  return std::move(p.handler().members);
}

}  // namespace reckon::json
