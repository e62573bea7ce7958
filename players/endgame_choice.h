#pragma once
// The fair player's endgame (FairSettings::optimal_below): once few cards are
// face down, the exact optimum of players/expectimax.h is cheap, and the
// player plays it instead of judging by drawn orders. Both decisions of a
// turn are then the expectimax's own:
//   before the turn  the free moves (any sequence, none included, either
//                    foundation where two need the rank) that lead to the
//                    position whose turn is worth most: each rank that may
//                    come, weighed by its chance, with its best placement;
//   the turned card  the placement whose position is worth most, with no
//                    free moves after it (they belong to the next turn's
//                    decision, made before its card is seen, as the rules
//                    have it: doc/rules.md, "Placing a turned card").
// The placement is also the optimum's one card earlier, where the turned
// card's placement leaves the game in the endgame (version 3).
// Only the view is read, so the player still never sees the stock's order.
// Ties go to the first candidate: the greedy free moves (make_free_moves),
// and the placements in the order the caller gives.
//
// Why: on W=4 endgames with 4 to 8 cards face down, most of the fair
// player's distance to the optimum came from its greedy free moves, not from
// its placements (doc/fair-player-gap.md).
#include <vector>

#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"
#include "core/games/calculation/view.h"
#include "players/expectimax.h"

namespace reckon::players {

// The free moves to make before the turn of view (not turned). Experte is
// refused by the expectimax (std::invalid_argument).
calculation::MoveList optimal_free_moves(const calculation::View& before_turn, Expectimax& optimum);

// The exact worth of position `after` (reached from the turned view by a
// placement, before the next turn) for a player who plays on optimally.
double worth_after_placement(const calculation::View& turned, const calculation::State& after,
                             Expectimax& optimum);
// The same under a cut-off alpha (Expectimax::win_chance): exact when the
// worth is at least alpha, else perhaps only a bound below it.
Expectimax::Value worth_after_placement(const calculation::View& turned,
                                        const calculation::State& after, Expectimax& optimum,
                                        double alpha);

}  // namespace reckon::players
