#pragma once
// The arithmetic of Calculation's four foundations (doc/rules.md).
// Foundation k (1..4) holds at position j (1..13) the rank ((j*k - 1) mod 13) + 1:
//   k=1: A 2 3 4 5 6 7 8 9 T J Q K      k=3: 3 6 9 Q 2 5 8 J A 4 7 T K
//   k=2: 2 4 6 8 T Q A 3 5 7 9 J K      k=4: 4 8 Q 3 7 J 2 6 T A 5 9 K
// Each takes every rank exactly once and ends with a king; with c cards on
// it, foundation k needs the rank at position c + 1 (c = 0: its base rank k).
#include <array>
#include <cstdint>

#include "core/card.h"

namespace reckon::calculation {

inline constexpr int kFoundations = 4;
inline constexpr int kFoundationSize = 13;

// rank_at(k, j): the rank foundation k (1..4) holds at position j (1..13).
constexpr Rank rank_at(int k, int j) { return static_cast<Rank>((j * k - 1) % 13 + 1); }

// position_of(k, r): the position (1..13) at which foundation k takes rank r.
constexpr int position_of(int k, Rank r) {
  for (int j = 1; j <= kFoundationSize; ++j)
    if (rank_at(k, j) == r) return j;
  return 0;
}

// Tables indexed [k-1][...] for the hot paths.
struct FoundationTables {
  // needs[k-1][c]: the rank foundation k needs when it holds c cards; 0 when complete.
  std::array<std::array<Rank, kFoundationSize + 1>, kFoundations> needs{};
  // position[k-1][r]: position_of(k, r).
  std::array<std::array<std::uint8_t, kRanks + 1>, kFoundations> position{};

  constexpr FoundationTables() {
    for (int k = 1; k <= kFoundations; ++k) {
      for (int c = 0; c < kFoundationSize; ++c) needs[k - 1][c] = rank_at(k, c + 1);
      needs[k - 1][kFoundationSize] = 0;
      for (int r = 1; r <= kRanks; ++r)
        position[k - 1][r] = static_cast<std::uint8_t>(position_of(k, static_cast<Rank>(r)));
    }
  }
};
inline constexpr FoundationTables kTables{};

static_assert(rank_at(2, 7) == 1 && rank_at(3, 4) == 12 && rank_at(4, 13) == 13);
static_assert(position_of(4, 1) == 10);

}  // namespace reckon::calculation
