#pragma once
// Win-rate intervals. The 95 % Wilson score interval, with the convention of
// the Solvitaire paper for searches that did not finish: unknown deals count
// as losses for the lower bound and as wins for the upper bound.
#include <cmath>
#include <cstdint>

namespace reckon::analysis {

struct Interval {
  double low = 0, high = 0;  // fractions in [0, 1]
};

// The Wilson score interval for k successes in n trials (z = 1.96: 95 %).
inline Interval wilson(std::uint64_t k, std::uint64_t n, double z = 1.959963984540054) {
  if (n == 0) return {0, 1};
  const double nn = static_cast<double>(n), p = static_cast<double>(k) / nn, z2 = z * z;
  const double center = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  const double half = z / (1 + z2 / nn) * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
  return {std::fmax(0.0, center - half), std::fmin(1.0, center + half)};
}

// Wins, losses and unknowns of n deals: the lower bound counts unknowns as
// losses, the upper as wins.
inline Interval win_interval(std::uint64_t wins, std::uint64_t unknown, std::uint64_t n) {
  return {wilson(wins, n).low, wilson(wins + unknown, n).high};
}

}  // namespace reckon::analysis
