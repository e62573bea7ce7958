#pragma once
// A claimed figure as people write it: "about 93 %", "2 in 3", "90..95 %",
// "more than 80 %", "about 4 times". Rates are in percent; a ratio between
// two rates is a plain number of times.
#include <string>
#include <string_view>

namespace reckon::claims {

struct Figure {
  enum class Kind { kAbout, kRange, kMoreThan, kLessThan };
  enum class Unit { kNone, kPercent, kTimes };  // kNone: a bare number ("about 4")
  Kind kind = Kind::kAbout;
  Unit unit = Unit::kNone;
  double low = 0, high = 0;  // kAbout: low == high; kMoreThan uses low, kLessThan high
  std::string text;          // as written
};

// Throws InputError saying what was expected.
Figure parse_figure(std::string_view text);

// The figures a claim allows: its value or range widened by the tolerance on
// each side; rates stay within 0..100 %, a "more than" ratio is open above.
struct Accepted {
  double low = 0, high = 0;
};
Accepted accepted(const Figure& f, double tolerance);

// "≈ 93 % ± 0.5", "90–95 %", "> 80 %", "≈ 4× ± 0.5": the claim, short.
std::string describe(const Figure& f, double tolerance);

// A figure for people: at most three decimals, no trailing zeros; ∞.
std::string number_text(double v);

}  // namespace reckon::claims
