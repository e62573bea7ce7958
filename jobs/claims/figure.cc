#include "jobs/claims/figure.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

#include "reckon/input_error.h"

namespace reckon::claims {
namespace {

constexpr const char* kExpected =
    "expected a figure such as \"about 93 %\", \"2 in 3\", \"90..95 %\", \"more than 80 %\" or "
    "\"about 4 times\"";

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

void skip_spaces(std::string_view& s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
}

bool eat(std::string_view& s, std::string_view word) {
  if (!s.starts_with(word)) return false;
  s.remove_prefix(word.size());
  skip_spaces(s);
  return true;
}

bool eat_any(std::string_view& s, const std::vector<std::string_view>& words) {
  return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return eat(s, w); });
}

[[noreturn]] void fail(std::string_view text, const std::string& why) {
  throw InputError("claim \"" + std::string(text) + "\": " + why);
}

double number(std::string_view& s, std::string_view text) {
  // Digits, and a decimal point only when digits follow it: "90..95" is a
  // range, not 90. and .95.
  const auto digit = [&](std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; };
  std::size_t n = 0;
  while (digit(n)) ++n;
  if (n < s.size() && s[n] == '.' && digit(n + 1)) {
    ++n;
    while (digit(n)) ++n;
  }
  if (n == 0) fail(text, kExpected);
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + n, v);
  if (ec != std::errc() || end != s.data() + n || !std::isfinite(v)) fail(text, kExpected);
  s.remove_prefix(n);
  skip_spaces(s);
  return v;
}

// An optional unit after a number; kNone when there is none.
Figure::Unit unit(std::string_view& s) {
  if (eat_any(s, {"%", "percent", "per cent"})) return Figure::Unit::kPercent;
  if (eat_any(s, {"times", "x", "\xc3\x97" /* × */})) return Figure::Unit::kTimes;
  return Figure::Unit::kNone;
}

void merge_unit(Figure& f, Figure::Unit u, std::string_view text) {
  if (u == Figure::Unit::kNone) return;
  if (f.unit != Figure::Unit::kNone && f.unit != u) fail(text, "two different units");
  f.unit = u;
}

}  // namespace

Figure parse_figure(std::string_view text) {
  Figure f;
  f.text = std::string(text);
  const std::string low = lower(text);
  std::string_view s = low;
  skip_spaces(s);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (s.empty()) fail(text, kExpected);

  if (eat_any(s, {"about", "around", "approximately", "roughly", "circa", "ca.", "~",
                  "\xe2\x89\x88" /* ≈ */})) {
    f.kind = Figure::Kind::kAbout;
  } else if (eat_any(s, {"more than", "over", "above", "at least", ">=", "\xe2\x89\xa5" /* ≥ */,
                         ">"})) {
    f.kind = Figure::Kind::kMoreThan;
  } else if (eat_any(s, {"less than", "under", "below", "at most", "<=", "\xe2\x89\xa4" /* ≤ */,
                         "<"})) {
    f.kind = Figure::Kind::kLessThan;
  }
  const bool bound = f.kind != Figure::Kind::kAbout;

  const double a = number(s, text);
  double b = a;
  if (eat(s, "in")) {
    // "2 in 3": a share of deals, as a percentage.
    const double of = number(s, text);
    if (of <= 0 || a > of) fail(text, "\"N in M\" needs 0 <= N <= M and M > 0");
    b = 100 * a / of;
    f.unit = Figure::Unit::kPercent;
    if (!s.empty()) fail(text, "unexpected \"" + std::string(s) + "\" after \"N in M\"");
    f.low = f.high = b;
    return f;
  }
  merge_unit(f, unit(s), text);
  if (eat_any(s, {"..", "-", "\xe2\x80\x93" /* – */, "to"})) {
    if (bound) fail(text, "a range can not also be \"more than\" or \"less than\"");
    b = number(s, text);
    merge_unit(f, unit(s), text);
    if (b < a) fail(text, "a range goes from the lower figure to the higher");
    f.kind = Figure::Kind::kRange;
  }
  if (!s.empty()) fail(text, "unexpected \"" + std::string(s) + "\"; " + kExpected);
  if (f.unit == Figure::Unit::kPercent && b > 100) fail(text, "a rate can not be above 100 %");
  f.low = a;
  f.high = b;
  return f;
}

Accepted accepted(const Figure& f, double tolerance) {
  const bool rate = f.unit == Figure::Unit::kPercent;
  const double top = rate ? 100.0 : std::numeric_limits<double>::infinity();
  Accepted r;
  switch (f.kind) {
    case Figure::Kind::kAbout:
    case Figure::Kind::kRange:
      r = {f.low - tolerance, f.high + tolerance};
      break;
    case Figure::Kind::kMoreThan:
      r = {f.low - tolerance, top};
      break;
    case Figure::Kind::kLessThan:
      r = {0, f.high + tolerance};
      break;
  }
  r.low = std::max(0.0, r.low);
  r.high = std::min(top, r.high);
  return r;
}

std::string number_text(double v) {
  if (std::isinf(v)) return "\xe2\x88\x9e";  // ∞
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

std::string describe(const Figure& f, double tolerance) {
  const std::string unit = f.unit == Figure::Unit::kPercent ? " %"
                           : f.unit == Figure::Unit::kTimes ? "\xc3\x97"
                                                            : "";
  const std::string tol = tolerance > 0 ? " \xc2\xb1 " + number_text(tolerance) : "";  // ±
  switch (f.kind) {
    case Figure::Kind::kAbout:
      return "\xe2\x89\x88 " + number_text(f.low) + unit + tol;  // ≈
    case Figure::Kind::kRange:
      return number_text(f.low) + "\xe2\x80\x93" + number_text(f.high) + unit + tol;  // –
    case Figure::Kind::kMoreThan:
      return "> " + number_text(f.low) + unit + tol;
    case Figure::Kind::kLessThan:
      return "< " + number_text(f.high) + unit + tol;
  }
  return f.text;
}

}  // namespace reckon::claims
