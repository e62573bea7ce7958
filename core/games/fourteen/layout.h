#pragma once
// The shape of a Fourteen Out game as data: how many columns, how many
// cards each column gets, how many ranks the deck has (each in `copies`
// suits) and the sum a pair must make. Fourteen Out itself is standard();
// smaller layouts (fewer columns, fewer ranks, a smaller target) play by the
// same rule and keep brute-force tests fast.
//
// Every rank r has exactly one partner rank, target - r (so target is
// ranks + 1): A+K, 2+Q, ..., and the middle rank (7 in Fourteen Out) pairs
// with itself. A "class" is a rank with its partner; class k (1-based) is
// the ranks k and target - k, k = 1 .. target / 2.
//
// Cards in a deal are addressed by grid position, id = depth * columns +
// column (depth 0 = first dealt), so that a 64-bit mask holds a whole
// layout: columns * max_depth() <= 64.
#include <cstdint>
#include <string>
#include <vector>

#include "core/card.h"

namespace reckon::fourteen {

inline constexpr int kMaxColumns = 16;
inline constexpr int kMaxGrid = 64;
inline constexpr int kMaxClasses = 7;

struct Layout {
  std::string name = "fourteen-out";
  std::vector<int> sizes = {5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4};  // cards per column, left to right
  int ranks = 13;   // ranks 1..ranks
  int copies = 4;   // cards of each rank (suits c d h s, in that order)
  int target = 14;  // a pair's ranks sum to this

  static Layout standard() { return {}; }

  int columns() const { return static_cast<int>(sizes.size()); }
  int cards() const { return ranks * copies; }
  int max_depth() const;
  int partner(Rank r) const { return target - r; }
  int classes() const { return target / 2; }
  // The class (1..classes()) of rank r.
  int class_of(Rank r) const { return r <= target - r ? r : target - r; }
  // Number of positions of the game: the product of (size + 1) over columns.
  std::uint64_t positions() const;

  friend bool operator==(const Layout&, const Layout&) = default;
};

// Throws InputError unless the layout is one this program can play: 1..16
// columns of 1..15 cards, ranks 2..13 in 1..4 copies (an even number when
// a rank pairs with itself), target = ranks + 1, the sizes adding up to the
// deck, at most 64 grid positions and fewer than 2^32 positions in all.
void validate(const Layout& layout);

// "12 columns (5,5,5,5,4,4,4,4,4,4,4,4), ranks A..K, pairs sum to 14".
std::string describe(const Layout& layout);

// The deal order of RULES.md generalised: row by row, left to right, each
// column taking cards until it is full. Element i is the column (0-based) of
// the i-th card dealt; for the standard layout that is i mod 12.
std::vector<int> deal_order(const Layout& layout);

}  // namespace reckon::fourteen
