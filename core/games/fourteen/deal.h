#pragma once
// A Fourteen Out deal: the layout and its cards. A card is named by its
// column and depth (depth 0 is dealt first and lies at the bottom; the last
// card of a column is its exposed one). Fixed size, no allocation: a solver
// makes millions of these.
#include <array>
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/games/fourteen/layout.h"
#include "core/pysol.h"

namespace reckon::fourteen {

struct Deal {
  Layout layout;
  // grid[depth * layout.columns + column]; empty past a column's size.
  std::array<Card, kMaxGrid> grid{};

  Card at(int column, int depth) const { return grid[static_cast<std::size_t>(depth * layout.columns + column)]; }
  Card& at(int column, int depth) { return grid[static_cast<std::size_t>(depth * layout.columns + column)]; }
  // Column c, first dealt first.
  std::vector<Card> column(int c) const;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// Deal number n of doc/rules.md: p[i] goes to column (i mod 12) + 1 at depth
// i div 12.
Deal deal_from_number(std::uint64_t n);

// The same scheme for any layout: the layout's deck (suit-major c d h s,
// ranks 1..ranks, `copies` suits) shuffled by doc/rules.md's Fisher-Yates with
// SplitMix64 seeded by `seed`, dealt in deal_order(). For the standard
// layout this is deal_from_number(seed).
Deal deal_from_seed(const Layout& layout, std::uint64_t seed);

// PySolFC's Fourteen (game id 96) for a game number.
Deal deal_from_pysol(const pysol::GameNumber& number);

// Deals cards (in deal order) onto the layout; the inverse of cards_in_deal_order.
Deal deal_cards(const Layout& layout, const std::vector<Card>& in_deal_order);
std::vector<Card> cards_in_deal_order(const Deal& deal);
// A deal given column by column (first dealt first); the layout must fit.
Deal deal_from_columns(const Layout& layout, const std::vector<std::vector<Card>>& columns);

// Throws InputError unless the layout is valid, each rank appears `copies`
// times, no suited card twice, and every grid cell holds a card exactly
// where the layout has one.
void validate(const Deal& deal);

}  // namespace reckon::fourteen
