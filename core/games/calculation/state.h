#pragma once
// What moves change in a Calculation-family game. Trivially copyable, 90
// bytes; the search copies it for every child.
//
// Waste piles are linked lists through the stock: a card on a pile is named
// by 1 + its stock index, and below[] links each card to the one beneath it.
// Pushing the turned card is two writes; popping a top is one.
//
//   found[k]    cards on foundation k (0..13)
//   next        stock index of the next card to turn (== stock size: empty)
//   phase       Experte only: 0 = before the turned card, 1 = after it
//   top[p]      1 + stock index of pile p's top card, 0 = empty pile
//   height[p]   cards on pile p
//   below[i]    1 + stock index of the card beneath stock card i, 0 = none
#include <array>
#include <cstdint>

#include "core/games/calculation/deal.h"

namespace reckon::calculation {

struct State {
  std::array<std::uint8_t, kFoundations> found{};
  std::uint8_t next = 0;
  std::uint8_t phase = 0;
  std::array<std::uint8_t, kMaxPiles> top{};
  std::array<std::uint8_t, kMaxPiles> height{};
  std::array<std::uint8_t, kMaxStock> below{};

  void push(int pile, int stock_index) {
    below[stock_index] = top[pile];
    top[pile] = static_cast<std::uint8_t>(stock_index + 1);
    ++height[pile];
  }
  // Removes pile's top; returns its stock index.
  int pop(int pile) {
    const int i = top[pile] - 1;
    top[pile] = below[i];
    --height[pile];
    return i;
  }
  // Stock index of pile p's top card, or -1 when empty.
  int top_index(int pile) const { return top[pile] - 1; }
  int cards_on_foundations() const { return found[0] + found[1] + found[2] + found[3]; }
};
static_assert(sizeof(State) == 90);

// Foundation k (0-based) of s needs this rank now; 0 when complete.
inline Rank needs(const State& s, int k) { return kTables.needs[k][s.found[k]]; }

// The same for a deck of any size (Variant::tables()).
inline Rank needs(const State& s, int k, const FoundationTables& t) { return t.needs[k][s.found[k]]; }

// Does foundation k (0-based) still need rank r (now or later)?
inline bool still_needs(const State& s, int k, Rank r) {
  return kTables.position[k][r] > s.found[k];
}

// The stock indices on pile p, bottom first, into out (returns the count).
inline int pile_cards(const State& s, int pile, std::uint8_t* out) {
  int n = s.height[pile];
  for (int link = s.top[pile]; link != 0; link = s.below[link - 1]) out[--n] = static_cast<std::uint8_t>(link - 1);
  return s.height[pile];
}

// The start of a deal.
inline State initial_state(const Variant& v) {
  State s;
  const std::uint8_t start = v.preplaced ? 1 : 0;
  s.found = {start, start, start, start};
  return s;
}

}  // namespace reckon::calculation
