#pragma once
// A number read as a double (JSON has no other) that must be a whole number
// in a range: a column, a count. Converting a double outside an integer
// type's range is undefined behaviour, so the range is checked on the
// double first; NaN fails every comparison and is refused too.
#include <cstdint>
#include <optional>

namespace reckon {

// lo and hi: at most 2^53 in magnitude, where every whole number is exact.
inline std::optional<std::int64_t> whole_number(double x, std::int64_t lo, std::int64_t hi) {
  if (!(x >= static_cast<double>(lo) && x <= static_cast<double>(hi))) return std::nullopt;
  const auto n = static_cast<std::int64_t>(x);
  if (static_cast<double>(n) != x) return std::nullopt;
  return n;
}

}  // namespace reckon
