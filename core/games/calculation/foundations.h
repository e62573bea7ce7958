#pragma once
// The arithmetic of Calculation's four foundations (doc/rules.md).
// Foundation k (1..4) holds at position j (1..13) the rank ((j*k - 1) mod 13) + 1:
//   k=1: A 2 3 4 5 6 7 8 9 T J Q K      k=3: 3 6 9 Q 2 5 8 J A 4 7 T K
//   k=2: 2 4 6 8 T Q A 3 5 7 9 J K      k=4: 4 8 Q 3 7 J 2 6 T A 5 9 K
// Each takes every rank exactly once and ends with a king; with c cards on
// it, foundation k needs the rank at position c + 1 (c = 0: its base rank k).
// A small deck (reckon's own, for measuring players against an optimum that
// can be computed from the deal's start; doc/rules.md) has the same
// structure with p ranks for a prime p of 5, 7 or 11: foundation k holds
// ((j*k - 1) mod p) + 1 at position j = 1..p and ends with rank p, its
// "king". p must be prime and above 4 so that the four bases are distinct
// ranks and every step k reaches every rank.
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

// Whether a deck of this many ranks is one reckon plays: 13, or a small
// deck of 5, 7 or 11.
constexpr bool playable_ranks(int ranks) { return ranks == 5 || ranks == 7 || ranks == 11 || ranks == 13; }

// Tables indexed [k-1][...] for the hot paths, for a deck of `ranks` ranks
// (13 unless a small deck).
struct FoundationTables {
  // needs[k-1][c]: the rank foundation k needs when it holds c cards; 0 when complete.
  std::array<std::array<Rank, kFoundationSize + 1>, kFoundations> needs{};
  // position[k-1][r]: position_of(k, r).
  std::array<std::array<std::uint8_t, kRanks + 1>, kFoundations> position{};

  int ranks = kFoundationSize;  // cards on a complete foundation; the deck's top rank

  constexpr explicit FoundationTables(int deck_ranks = kFoundationSize) : ranks(deck_ranks) {
    for (int k = 1; k <= kFoundations; ++k) {
      for (int c = 0; c < ranks; ++c) needs[k - 1][c] = static_cast<Rank>(((c + 1) * k - 1) % ranks + 1);
      needs[k - 1][ranks] = 0;
      for (int c = 0; c < ranks; ++c) position[k - 1][needs[k - 1][c]] = static_cast<std::uint8_t>(c + 1);
    }
  }
};
inline constexpr FoundationTables kTables{};
// The tables of a playable deck (playable_ranks); kTables for 13.
const FoundationTables& foundation_tables(int ranks);

static_assert(rank_at(2, 7) == 1 && rank_at(3, 4) == 12 && rank_at(4, 13) == 13);
static_assert(position_of(4, 1) == 10);
static_assert(kTables.needs[3][9] == 1 && kTables.position[3][1] == 10 && kTables.needs[0][13] == 0);
static_assert(FoundationTables(5).needs[3][1] == 3 && FoundationTables(5).position[1][5] == 5);

}  // namespace reckon::calculation
