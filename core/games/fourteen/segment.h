#pragma once
// The moves of one step of a line. The search hands back a line of
// positions; between two of them lie one move and the safe pairs it set off
// (or a chain of single children). Any order of pairs the rules allow that
// takes exactly the cards missing from the second position leads to the same
// position, since a position is nothing but the set of cards left, so the
// step is rebuilt by a small depth-first search over those cards instead of
// by expanding the first position again. The line is replayed by the
// independent checker (replay.h) anyway.
#include "core/games/fourteen/board.h"
#include "core/games/fourteen/dominance.h"

namespace reckon::fourteen {

// Pairs that take exactly the cards `gone` from the position `cards`, each
// of two exposed cards in two columns summing to the target; appended to
// out, true. False (out unchanged) when no order of pairs does it.
bool pairs_taking(const Board& b, Mask cards, Mask gone, PairLog& out);

}  // namespace reckon::fourteen
