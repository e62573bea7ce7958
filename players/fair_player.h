#pragma once
// The fair player (`--strategy fair`): plays the Calculation family as a
// person must, seeing only the table (core/games/calculation/view.h), never
// the order of the face-down stock.
//
// At each turned card it lists its placements (each foundation that needs
// it, each pile of its owner, one empty pile standing for all), each followed
// by the free moves the player then makes (every pile top that fits goes
// home; a card two foundations need goes to the one holding fewer cards, as
// in the simple strategy); placements that come to the same position count
// once. It then draws orders of the face-down cards, the same orders for
// every placement (common random numbers: the differences between
// placements are then not drawn by chance), and judges each placement on
// them:
//   rollout  whether the `runs` player (itself a fair player) wins from
//            there: a chance this player could make sure of by playing on as
//            runs does, so a lower bound of the placement's worth;
//   perfect  (optional, --exact-below) whether the position is still
//            winnable with the order known (the exact solver, within a node
//            budget; undecided counts a half): an upper bound.
// Orders are drawn in batches of 32, up to `samples`. After each batch the
// placements race: one that trails the leader by more than 2.5 standard
// errors of their paired difference leaves the race; the race ends when one
// is left, when all have fared alike on every order (after 64), or when
// nothing has won on any order (after 64). The highest sum wins, and ties
// go to the placement runs itself would make, so the player plays at least
// as runs does wherever it can not tell the placements apart (most often
// early in a four-pile game, where nearly every order still wins). Once the
// stock's order is no longer hidden (the face-down cards all of one rank, or
// none), it judges by the exact solver on that one order; with the stock
// empty the exact solver plays the rest. Once at most `optimal_below` cards
// are face down before a turn it plays the exact optimum instead, free moves
// included (players/endgame_choice.h); so does the turned card whose
// placement leaves at most that many face down, since the optimum plays on
// from there and each placement's worth is then exact. (Version 3: judged
// by drawn orders and roll-outs of runs, which plays on worse than the
// optimum, that card lost points the exact worth does not. In Calculation
// the endgame starts at 6 face down by default (default_optimal_below
// below): it loses under a third as much to the optimum as 5 does, at about 2.5
// times the mean cost of a game; measurements: doc/fair-player-gap.md.)
//
// Why not judge by the exact solver alone (determinized Monte Carlo, or
// hindsight optimisation)? With the order known nearly every placement of a
// four-pile game wins on every order until late, so it can not tell them
// apart: an outside prototype that did so won 10 % of W=4 deals 1..40; this
// player wins about 60 % (doc/results.md, "The real game").
//
// Small decks (Variant::ranks 5, 7 or 11; doc/rules.md) are played the same
// way, but the exact solver plays 13 ranks only: there the player needs
// exact_below 0 and an endgame from at least 4 cards face down (every
// position whose order is known is then the optimum's), and the optimum,
// which has weighed the end already, finishes the game instead of the solver.
//
// Version 4 may hold its free moves back. Each placement is also judged
// without them (its roll-outs then make no free moves before their first
// turn, so they measure "hold now, play on as runs"), and before a turn the
// player makes no free moves of its own: the option it chose brought them.
// Ties go to the option with the free moves. Why: version 3 made every free
// move at once, and so did its roll-outs, so holding a card back (keeping a
// foundation open for that rank) was never weighed, and the optimum holds
// cards back often. Experte plays as version 3: its free moves are turns of
// their own. optimum_at_entry (off by default) lets the optimum choose the
// free moves before the turn into the endgame (optimal_below + 1 face
// down), where version 4 loses most; its price is that the optimum's free
// moves branch on every held card. Figures: doc/fair-player-gap.md,
// "Player version 4".
//
// Deterministic given the seed: the orders drawn at a decision depend on
// the seed and on the view alone.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/view.h"
#include "players/expectimax.h"
#include "strategies/calculation_solve.h"

namespace reckon::players {

struct FairSettings {
  int samples = 256;               // at most this many orders of the face-down cards for a decision
  std::uint64_t seed = 0;           // where the draws start
  int exact_below = 0;              // judge by the exact solver too once at most this many cards are face down
  std::uint64_t exact_nodes = 2'000;  // its node budget for one position
  calculation::Strategy rollout = calculation::Strategy::kRuns;
  int optimal_below = -1;  // at most this many cards face down before a turn (or after the turned
                           // card's placement): the exact optimum (not Experte); -1: the variant's
                           // default (default_optimal_below)
  bool hold = true;  // version 4: each placement also without its free moves (not Experte);
                     // false: version 3, for measuring one beside the other
  bool optimum_at_entry = false;  // holding: the free moves before the turn into the endgame by
                                  // the optimum too (else none); see below
};

// Where the endgame starts unless the settings say: 6 cards face down in
// Calculation, 5 in Rechenkuenstler. Six piles and two owners make its
// expectimax far dearer: with 6, Rechenkuenstler Normal games took 6 times
// as long on average and up to a minute each (doc/journal/2026-12.md,
// 2026-12-03).
int default_optimal_below(const calculation::Variant& variant);
// settings with optimal_below -1 replaced by the variant's default.
FairSettings resolved(FairSettings settings, const calculation::Variant& variant);

// One placement of the turned card, and how it was judged.
struct FairChoice {
  calculation::MoveList moves;  // the placement, then the free moves after it
  calculation::State after;     // the position they lead to
  double rollout = 0;           // share of the drawn orders on which the roll-out wins
  double perfect = -1;          // share still winnable with the order known; -1: not judged so
  int samples = 0;              // how many drawn orders judged it (it may leave the race early)
  double optimum = -1;          // its exact worth played on optimally (the endgame); -1: not judged so
  bool held = false;            // the placement alone, its free moves held back for a later turn
  double score() const { return optimum >= 0 ? optimum : rollout + (perfect < 0 ? 0 : perfect); }
};

class FairPlayer {
 public:
  FairPlayer(const calculation::Variant& variant, const FairSettings& settings);

  // The placements of the turned card of view (view.turned), best first.
  std::vector<FairChoice> choices(const calculation::View& view);
  // The placement the player makes: choices(view).front(), for less work
  // in the endgame, where the placements after the best so far are only
  // asked whether they beat it (the others' worth is not computed).
  FairChoice choose(const calculation::View& view);
  // The free moves the player makes before the turn of view (not turned):
  // make_free_moves' greedy ones, or in the endgame the optimum's.
  calculation::MoveList free_moves(const calculation::View& before_turn);
  // Plays a deal from its start and returns its moves (the caller replays
  // them to see whether they won). The deal is read only through view_of(),
  // turn by turn.
  calculation::MoveList play(const calculation::Deal& deal);

  const FairSettings& settings() const { return settings_; }
  // Solver calls so far (for measurements).
  std::uint64_t exact_solves() const { return exact_solves_; }
  // Solver calls that ran out of their budget (the exact judge's, the
  // finisher's): where this is not 0 a budget may have chosen a move, so
  // curation does not score the game (jobs/curation/calculation_difficulty.h).
  std::uint64_t undecided_solves() const { return undecided_solves_; }

 private:
  std::vector<FairChoice> judge(const calculation::View& view, bool every);
  // Whether view (turned or not) is in the endgame the optimum plays.
  bool endgame(const calculation::View& view) const;
  // Whether the player may hold its free moves back (version 4, not Experte).
  bool holds() const;
  Expectimax& optimum();

  calculation::Variant variant_;
  FairSettings settings_;
  strategies::CalculationSolver solver_;
  std::optional<Expectimax> optimum_;  // made at the first endgame (it refuses Experte)
  std::uint64_t exact_solves_ = 0;
  std::uint64_t undecided_solves_ = 0;
};

// How the free moves after a placement are made, shared with the driver:
// every pile top that fits goes home (a card two foundations need goes to the
// one holding fewer cards, ties to the lower), piles in index order, again
// from the first after each move. owner >= 0: only that player's piles
// (Experte). The moves are appended to out with their cards from `deal`,
// which must show every card on the piles.
void make_free_moves(const calculation::Deal& deal, const calculation::Variant& v, calculation::State& s, int owner,
                     calculation::MoveList& out);

}  // namespace reckon::players
