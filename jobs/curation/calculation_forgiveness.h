#pragma once
// Forgiveness: how much room a Calculation-family deal leaves for badly
// placed cards, measured along games of players who never see the stock.
//
// At each turned card of such a game, while the deal can still be won, the
// distinct placements of the card (placements that come to the same position
// count once) are each decided by the exact solver: a placement is winning
// when some line still wins after it. Perfect-information verdicts are
// exact, so the count is a property of the deal and of the games walked,
// never of how the search found them. A decision is critical when most of
// its choices lose. A position met by several games counts once (the games
// share their openings), and a game stops counting where it has lost the
// deal: after that no choice wins and nothing is learnt.
//
// The solver works under a node budget only so that a deal it can not
// decide does not stall a list: a choice left undecided marks the whole deal
// undecided, and such a deal is never scored (a budget must not decide a
// score).
#include <array>
#include <cstdint>
#include <map>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/pruning.h"
#include "jobs/curation/decision_profile.h"
#include "strategies/calculation_solve.h"

namespace reckon::curation {

struct Forgiveness : DecisionProfile {
  bool undecided = false;    // some solve ran out of its budget: the deal is not scored
  std::uint64_t solves = 0;  // exact solves made (effort, for measurements only)
};

// Counts forgiveness along any number of games of one deal.
class ForgivenessCounter {
 public:
  // `max_nodes` per solve (0: none).
  ForgivenessCounter(const calculation::Variant& v, const calculation::Pruning& pruning,
                     std::uint64_t max_nodes);

  // Starts a deal: forgets the previous deal's verdicts and decisions.
  void start(const calculation::Deal& deal);
  // Adds the decisions of one game of the current deal (legal moves from its
  // start, as a player made them) to `into`.
  void add_game(const calculation::MoveList& game, Forgiveness& into);

  // The distinct placements of the card turned at s (those that lead to the
  // same position count once), `chosen` first.
  std::vector<calculation::Move> placements(const calculation::State& s,
                                            const calculation::Move& chosen) const;
  // Whether the position `prefix` leads to (at state s) still wins; false
  // also when undecided (into.undecided is set then). Verdicts are kept
  // until the next start().
  bool winnable(const calculation::State& s, const calculation::MoveList& prefix,
                Forgiveness& into);

 private:
  using Words = std::array<std::uint64_t, 5>;

  calculation::Variant v_;
  strategies::CalculationSolver solver_;
  calculation::Deal deal_;
  std::vector<Rank> ranks_;
  std::map<Words, bool> verdicts_;  // by position key: winnable?
  std::map<Words, bool> counted_;   // decisions already counted, by the key before the turn
};

}  // namespace reckon::curation
