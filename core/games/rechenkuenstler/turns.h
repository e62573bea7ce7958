#pragma once
// Rechenkünstler lines turn by turn, the way two people play them at the
// table. A solver line is a flat list of moves; this puts each move into a
// turn of player A or B:
//   - turn t (1-based) is the one in which stock card t-1 is turned, by
//     player (t-1) mod 2; A starts;
//   - free moves between two turned cards: Normal, at the start of the next
//     player's turn (free moves first, as the seed advises); Experte, those
//     from the last player's own piles end that player's turn, the others
//     start the next player's turn;
//   - once both stocks are empty: Normal, the next player makes them all;
//     Experte, the players take turns, each moving from their own piles, and
//     a turn in which a player has nothing to do is shown as a pass.
#include <string>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"

namespace reckon::rechenkuenstler {

struct TurnMove {
  int turn = 0;    // 1-based
  int player = 0;  // 0 = A, 1 = B
  calculation::Move move;  // Kind::kPass for a pass
};

std::vector<TurnMove> assign_turns(const calculation::MoveList& moves, const calculation::Variant& v);

// "Turn 7 — Anna: free move B's waste 2: 3♥ → foundation 1; turns 9♠ → own waste 1"
std::vector<std::string> describe_turns(const std::vector<TurnMove>& turns, const calculation::Variant& v,
                                        const std::string names[2]);

}  // namespace reckon::rechenkuenstler
