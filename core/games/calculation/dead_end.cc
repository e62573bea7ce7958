#include "core/games/calculation/dead_end.h"

#include <algorithm>

namespace reckon::calculation {

DeadEndTest::DeadEndTest(const Rank* stock_ranks, int n, int piles)
    : ranks_(stock_ranks), piles_(piles) {
  for (int i = n - 1; i >= 0; --i) suffix_[i] = static_cast<std::uint16_t>(suffix_[i + 1] | 1u << stock_ranks[i]);
}

namespace {

// prefix[k][c]: the ranks at positions 1..c of foundation k, as a bit mask.
constexpr auto kPrefix = [] {
  std::array<std::array<std::uint16_t, kFoundationSize + 1>, kFoundations> prefix{};
  for (int k = 0; k < kFoundations; ++k)
    for (int c = 1; c <= kFoundationSize; ++c)
      prefix[k][c] = static_cast<std::uint16_t>(prefix[k][c - 1] | 1u << kTables.needs[k][c - 1]);
  return prefix;
}();

}  // namespace

// Cards are not used up in the relaxation, so what is available only grows:
// a mask of ranks says it. A pile card can go home when some foundation
// still needs its rank at a position it has reached the slot before: its
// rank is among positions found+1 .. reach+1 of that foundation.
bool DeadEndTest::dead(const State& s) const {
  unsigned available = suffix_[s.next];

  // Each pile top-down; consumed[p] cards of pile p have gone home.
  std::array<std::array<std::uint8_t, kMaxStock>, kMaxPiles> pile;
  std::array<int, kMaxPiles> consumed{};
  int left = 0;
  for (int p = 0; p < piles_; ++p) {
    int d = 0;
    for (int link = s.top[p]; link != 0; link = s.below[link - 1]) pile[p][d++] = ranks_[link - 1];
    left += d;
    if (d > 0) available |= 1u << pile[p][0];
  }
  if (left == 0) return false;

  std::array<int, kFoundations> reach;
  for (int k = 0; k < kFoundations; ++k) reach[k] = s.found[k];

  for (bool changed = true; changed;) {
    changed = false;
    unsigned homeable = 0;
    for (int k = 0; k < kFoundations; ++k) {
      while (reach[k] < kFoundationSize && (available >> kTables.needs[k][reach[k]] & 1)) {
        ++reach[k];
        changed = true;
      }
      homeable |= kPrefix[k][std::min(reach[k] + 1, kFoundationSize)] & ~kPrefix[k][s.found[k]];
    }
    for (int p = 0; p < piles_; ++p) {
      while (consumed[p] < s.height[p] && (homeable >> pile[p][consumed[p]] & 1)) {
        ++consumed[p];
        --left;
        changed = true;
        if (consumed[p] < s.height[p]) available |= 1u << pile[p][consumed[p]];
      }
    }
  }
  return left > 0;
}

}  // namespace reckon::calculation
