#pragma once
// The shape of a Fourteen Out game as data: how many columns, how many
// cards each column gets, how many ranks the deck has (each in `copies`
// suits) and the sum a pair must make. Fourteen Out itself is standard();
// smaller layouts (fewer columns, fewer ranks, a smaller target) play by the
// same rule and keep brute-force tests fast. A record of plain values, cheap
// to copy and compare.
//
// Every rank r has exactly one partner rank, target - r (so target is
// ranks + 1): A+K, 2+Q, ..., and the middle rank (7 in Fourteen Out) pairs
// with itself. A "class" is a rank with its partner; class k is the ranks k
// and target - k, k = 1 .. target / 2.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/card.h"

namespace reckon::fourteen {

inline constexpr int kMaxColumns = 16;
inline constexpr int kMaxGrid = 64;  // columns x deepest column
inline constexpr int kMaxClasses = 7;

struct Layout {
  int columns = 12;
  std::array<std::uint8_t, kMaxColumns> sizes{5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4};  // cards per column
  int ranks = 13;   // ranks 1..ranks
  int copies = 4;   // cards of each rank (suits c d h s, in that order)
  int target = 14;  // a pair's ranks sum to this

  static Layout standard() { return {}; }
  // Any other shape; target = ranks + 1.
  static Layout of(std::initializer_list<int> sizes, int ranks, int copies = 4);

  int size(int column) const { return sizes[static_cast<std::size_t>(column)]; }
  int cards() const { return ranks * copies; }
  int max_depth() const;
  Rank partner(Rank r) const { return static_cast<Rank>(target - r); }
  int classes() const { return target / 2; }
  // The class (1..classes()) of rank r.
  int class_of(Rank r) const { return r <= target - r ? r : target - r; }
  // Number of positions: the product of (size + 1) over the columns.
  std::uint64_t positions() const;

  friend bool operator==(const Layout&, const Layout&) = default;
};

// Throws InputError unless the layout is one this program can play: 1..16
// columns of at least one card, ranks 1..13 in 1..4 copies (an even number
// when a rank pairs with itself), target = ranks + 1, the sizes adding up to
// the deck, columns x deepest column <= 64 (a position is a 64-bit mask) and
// fewer than 2^32 positions (the table key is 32 bits).
void validate(const Layout& layout);

// "12 columns (5,5,5,5,4,4,4,4,4,4,4,4), ranks A..K x4, pairs sum to 14".
std::string describe(const Layout& layout);

// The deal order of doc/rules.md generalised: row by row, left to right, each
// column taking cards until it is full. Element i is the column (0-based) of
// the i-th card dealt; for the standard layout that is i mod 12.
std::vector<int> deal_order(const Layout& layout);

}  // namespace reckon::fourteen
