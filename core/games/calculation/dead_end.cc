#include "core/games/calculation/dead_end.h"

namespace reckon::calculation {

DeadEndTest::DeadEndTest(const Rank* stock_ranks, int n, int piles) : ranks_(stock_ranks), n_(n), piles_(piles) {
  for (int i = n - 1; i >= 0; --i) {
    suffix_[i] = suffix_[i + 1];
    ++suffix_[i][stock_ranks[i]];
  }
}

bool DeadEndTest::dead(const State& s) const {
  std::array<int, kRanks + 1> available{};
  for (int r = 1; r <= kRanks; ++r) available[r] = suffix_[s.next][r];

  // Each pile top-down; consumed[p] cards of pile p have gone home.
  std::array<std::array<std::uint8_t, kMaxStock>, kMaxPiles> pile;
  std::array<int, kMaxPiles> consumed{};
  int left = 0;
  for (int p = 0; p < piles_; ++p) {
    int d = 0;
    for (int link = s.top[p]; link != 0; link = s.below[link - 1]) pile[p][d++] = ranks_[link - 1];
    left += d;
    if (d > 0) ++available[pile[p][0]];
  }
  if (left == 0) return false;

  std::array<int, kFoundations> reach;
  for (int k = 0; k < kFoundations; ++k) reach[k] = s.found[k];

  for (bool changed = true; changed;) {
    changed = false;
    for (int k = 0; k < kFoundations; ++k)
      while (reach[k] < kFoundationSize && available[kTables.needs[k][reach[k]]] > 0) {
        ++reach[k];
        changed = true;
      }
    for (int p = 0; p < piles_; ++p) {
      while (consumed[p] < s.height[p]) {
        const Rank x = pile[p][consumed[p]];
        bool home = false;
        for (int k = 0; k < kFoundations && !home; ++k) {
          const int pos = kTables.position[k][x];
          home = pos > s.found[k] && reach[k] >= pos - 1;
        }
        if (!home) break;
        ++consumed[p];
        --left;
        changed = true;
        if (consumed[p] < s.height[p]) ++available[pile[p][consumed[p]]];
      }
    }
  }
  return left > 0;
}

}  // namespace reckon::calculation
