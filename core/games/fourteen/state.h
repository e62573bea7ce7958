#pragma once
// A Fourteen Out position for the search, and its transposition-table key.
//
// State (40 bytes, trivially copyable):
//   cards   bit id set: the card at grid position id (board.h) is still on
//           the table. The column heights of the original layout, as a mask.
//   sets    the same cards, and the exposed ones, class by class
//           (board.h, ClassSets): what the class rules read, kept up to
//           date as cards leave instead of gathered from `cards` each time
//   key     the canonical key below, computed once when the state is made
//   raw     the same number before symmetry (the actual heights); a move
//           lowers it by M_c for each card it takes from column c
//   pending, x, y, focus   a child not yet finished (see below)
//
// Key (4 bytes): a position is the multiset of its column contents. Columns
// whose remaining cards read the same (ranks only) are interchangeable, so
// the key is the mixed-radix number of the column heights, sum h_c * M_c
// with M_c = prod_{c' < c} (size_c' + 1), after permuting the heights of
// such columns into a canonical order (key.h). Fewer than 2^32 positions
// per layout (validate(Layout)), so the table entry is the key plus the
// table's own 4 bytes.
#include <cstdint>

#include "core/games/fourteen/board.h"

namespace reckon::fourteen {

struct Key {
  std::uint32_t index = 0;
  friend bool operator==(const Key&, const Key&) = default;
};
static_assert(sizeof(Key) == 4);

struct State {
  Mask cards = 0;
  ClassSets sets;
  std::uint32_t key = 0;
  std::uint32_t raw = 0;
  // An unfinished child (game.h): its move made, but not yet its safe
  // pairs (cards and raw are the move's, key is not made yet).
  std::uint8_t pending = 0;   // classes the safe pairs must look at; 0 once finished
  std::uint8_t x = 0, y = 0;  // the move's cards
  std::uint8_t focus = 0;     // 1: check the move against its parent's rule "focus"
  friend bool operator==(const State&, const State&) = default;
};
static_assert(sizeof(State) == 40);
static_assert(kMaxClasses < 8, "State::pending holds a class bit per class");

}  // namespace reckon::fourteen
