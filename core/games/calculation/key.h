#pragma once
// The canonical transposition-table key of a Calculation-family state: ranks
// only (suits never matter), piles of one owner as an unordered multiset.
//
// Nibble layout (4 bits each, 80 in all):
//   found[0..3] | phase (Experte only) | owner 0's piles sorted | owner 1's ...
// Each pile is its ranks bottom first (1..13) followed by a 0; the piles of
// an owner are sorted lexicographically. The stock position is not stored:
// it is the number of cards on foundations and piles (minus preplaced bases).
// At most 4 + 1 + 52 + 16 = 73 nibbles, so 5 words always suffice.
#include "core/games/calculation/state.h"
#include "core/packed_key.h"

namespace reckon::calculation {

using Key = PackedKey<5>;

// stock_ranks[i] is the rank of stock card i.
Key make_key(const State& s, const Variant& v, const Rank* stock_ranks);

}  // namespace reckon::calculation
