#pragma once
// A Calculation position typed directly (what `hint --position` reads):
//   foundations: 5 4 6 8; waste 1: 7d 3c; waste 3: K; stock: 9h Ts ...
// Foundations by their top card's rank ("-" for one not started, without
// preplaced bases); waste piles bottom first (missing ones are empty); the
// stock in the order it is turned. The cards must make a whole deck.
#include <string_view>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

// The position as a synthetic deal and the moves that lead from its start to
// the position (the cards already home first, then the pile cards).
struct TypedPosition {
  Deal deal;
  State state;
  MoveList prefix;
};

// Throws InputError naming the part or card at fault (also for a variant
// with two players: positions are for Calculation only).
TypedPosition parse_position(std::string_view text, const Variant& v);

}  // namespace reckon::calculation
