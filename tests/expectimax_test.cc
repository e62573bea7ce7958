// The expectimax of the real game (players/expectimax.h) and the exact
// chance of a fixed player (players/policy_chance.h).
//
// Hand-made endgames whose chance is counted by hand; with at most one card
// face down the order is no secret, so the value is the perfect-information
// solver's verdict; and on endgames reached in real games, the value lies
// between what one fixed fair player makes of every order (runs, the fair
// player) and what a player who peeks makes of it (the solver, on every
// order).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/state.h"
#include "core/games/calculation/view.h"
#include "players/endgame_choice.h"
#include "players/expectimax.h"
#include "players/fair_player.h"
#include "players/policy_chance.h"
#include "strategies/calculation_solve.h"
#include "tests/expectimax_positions.h"

namespace reckon::players {
namespace {

using namespace endgames;  // NOLINT: the test positions

using calculation::Deal;
using calculation::Move;
using calculation::MoveList;
using calculation::State;
using calculation::Variant;
using calculation::View;

// Foundation 1 holds A..10; the other three are complete. Left: one J, one
// Q and one K, which foundation 1 takes in that order.
Endgame last_three(const Variant& v) {
  Endgame e;
  e.variant = v;
  e.found = {10, 13, 13, 13};
  e.piles.resize(static_cast<std::size_t>(v.piles()));
  return e;
}

TEST(Expectimax, OnePileLosesOnlyWhenQueenThenKingComeFirst) {
  // J, Q, K face down, one pile: of the six orders only Q K J loses (the K
  // must cover the Q). With two piles nothing loses.
  Endgame e = last_three(calculation_with(1));
  e.unseen[11] = e.unseen[12] = e.unseen[13] = 1;
  EXPECT_NEAR(Expectimax(e.variant).win_chance(e), 5.0 / 6, 1e-12);
  Endgame two = last_three(calculation_with(2));
  two.unseen = e.unseen;
  EXPECT_EQ(Expectimax(two.variant).win_chance(two), 1.0);
}

TEST(Expectimax, ACoveredQueenWinsWhenTheJackComesFirst) {
  // Q on the only pile, J and K face down: J first wins, K first buries the
  // Q. A second (empty) pile takes the K instead.
  Endgame e = last_three(calculation_with(1));
  e.piles[0] = {12};
  e.unseen[11] = e.unseen[13] = 1;
  EXPECT_NEAR(Expectimax(e.variant).win_chance(e), 0.5, 1e-12);
  Endgame two = last_three(calculation_with(2));
  two.piles[0] = {12};
  two.unseen = e.unseen;
  EXPECT_EQ(Expectimax(two.variant).win_chance(two), 1.0);
}

TEST(Expectimax, RechenkuenstlerPlacesOnTheOwnersPilesOnly) {
  // As above with one pile each, the Q on A's: if A turns next, a K first
  // must go on A's pile (1/2); if B does, on B's empty pile (1).
  Endgame e = last_three(rechen(1));
  e.piles[0] = {12};
  e.unseen[11] = e.unseen[13] = 1;
  e.owner = 0;
  EXPECT_NEAR(Expectimax(e.variant).win_chance(e), 0.5, 1e-12);
  e.owner = 1;
  EXPECT_EQ(Expectimax(e.variant).win_chance(e), 1.0);
  // The Q on B's pile, A to turn: free moves come from any pile, so the J
  // frees it whoever placed it.
  e.piles = {{}, {12}};
  e.owner = 0;
  EXPECT_EQ(Expectimax(e.variant).win_chance(e), 1.0);
}

TEST(Expectimax, TurnedCardMustBePlacedAtOnce) {
  // The K is turned with the Q on the only pile: it must cover it (the J is
  // still face down). The J turned instead goes home and everything follows.
  Endgame e = last_three(calculation_with(1));
  e.piles[0] = {12};
  e.unseen[11] = 1;
  e.turned = 13;
  EXPECT_EQ(Expectimax(e.variant).win_chance(e), 0.0);
  e.unseen = {};
  e.unseen[13] = 1;
  e.turned = 11;
  EXPECT_EQ(Expectimax(e.variant).win_chance(e), 1.0);
}

TEST(Expectimax, AStockEmptyEndgameIsWonWhenFreeMovesClearIt) {
  Endgame e = last_three(calculation_with(2));
  e.piles = {{13, 11}, {12}};
  EXPECT_EQ(Expectimax(e.variant).win_chance(e), 1.0);
  e.piles = {{11, 13}, {12}};  // the K covers the J
  EXPECT_EQ(Expectimax(e.variant).win_chance(e), 0.0);
}

TEST(Expectimax, RefusesWhatItCannotWeigh) {
  Variant expert = rechen(3);
  expert.expert = true;
  EXPECT_THROW(Expectimax{expert}, std::invalid_argument);
  Endgame e = last_three(calculation_with(1));
  e.unseen[11] = 1;  // Q and K are nowhere
  EXPECT_THROW(Expectimax(e.variant).win_chance(e), std::invalid_argument);
}

TEST(Expectimax, WithAtMostOneCardFaceDownItIsThePerfectInformationVerdict) {
  int won = 0, lost = 0;
  for (const Variant& v : variants()) {
    strategies::CalculationSolver solver(v, calculation::Pruning{},
                                         solver::Limits{.max_nodes = 1'000'000});
    for (std::uint64_t n = 1; n <= 12; ++n) {
      for (int k : {0, 1}) {
        const Reached r = reach(v, n, k, 0.05);
        if (r.state.next != static_cast<int>(r.deal.stock.size()) - k) continue;
        const View view = calculation::view_of(r.deal, v, r.state, false, r.played);
        const double x = optimal_win_chance(view);
        const strategies::CalculationOutcome o = solver.solve_from(r.deal, r.state, r.played);
        ASSERT_NE(o.verdict, solver::Verdict::kUnknown);
        EXPECT_EQ(x, o.verdict == solver::Verdict::kWinnable ? 1.0 : 0.0) << "deal " << n << ", k " << k;
        (x == 1 ? won : lost) += 1;
      }
    }
  }
  // Both verdicts must occur, or the comparison proves little.
  EXPECT_GT(won, 10);
  EXPECT_GT(lost, 10);
}

TEST(Expectimax, PrunesAndGreedyBoundAgreeWithThePlainSearch) {
  // The prunes change no value; a player bound to greedy free moves does no
  // better than a free one, and at least as well as runs, who is bound to
  // them and places as it must.
  int compared = 0, open = 0;
  for (const Variant& v : variants()) {
    Expectimax pruned(v), plain(v, false), greedy(v, true, FreeMoves::kGreedy);
    PolicyChance runs(v, heuristic_rule(v, calculation::Strategy::kRuns), Finish::kGreedy);
    for (std::uint64_t n = 1; n <= 8; ++n) {
      const int k = 3 + static_cast<int>(n % 2);
      const std::optional<View> view_at = view_reached(v, n, k, false);
      if (!view_at) continue;
      const View& view = *view_at;
      const double best = pruned.win_chance(endgame_of(view));
      EXPECT_EQ(plain.win_chance(endgame_of(view)), best) << "deal " << n;
      const double g = greedy.win_chance(endgame_of(view));
      EXPECT_LE(g, best + 1e-12) << "deal " << n;
      EXPECT_GE(g, runs.win_chance(view) - 1e-12) << "deal " << n;
      ++compared;
      open += best > 0 && best < 1 ? 1 : 0;
    }
  }
  EXPECT_GE(compared, 24);
  EXPECT_GT(open, 0);
}

TEST(Expectimax, TheFairPlayerPlaysItInTheEndgame) {
  // With optimal_below at least the cards face down, the fair player's exact
  // chance (its own free moves and placements, every rank weighed) is the
  // optimum. Where a player bound to greedy free moves does worse, the
  // player's free-move choice is what closes the distance.
  int compared = 0, greedy_short = 0;
  for (const Variant& v : variants()) {
    Expectimax best(v), greedy(v, true, FreeMoves::kGreedy);
    for (std::uint64_t n = 1; n <= 10; ++n) {
      const int k = 3 + static_cast<int>(n % 3);
      const std::optional<View> view_at = view_reached(v, n, k, false);
      if (!view_at) continue;
      const View& view = *view_at;
      FairSettings settings;
      settings.samples = 32;
      settings.optimal_below = k;
      FairPlayer player(v, settings);
      PolicyChance fair(v, fair_rule(player), Finish::kSearch, fair_free_moves(player));
      const double optimum = best.win_chance(endgame_of(view));
      EXPECT_NEAR(fair.win_chance(view), optimum, 1e-9) << "deal " << n << ", k " << k;
      greedy_short += greedy.win_chance(endgame_of(view)) < optimum - 1e-9 ? 1 : 0;
      ++compared;
    }
  }
  EXPECT_GE(compared, 30);
  EXPECT_GT(greedy_short, 0) << "no position where the free moves matter: the test shows little";
}

TEST(Expectimax, TheFairPlayerPlacesIntoTheEndgameByIt) {
  // Version 3: the turned card whose placement leaves optimal_below cards
  // face down is placed by the optimum, since the player plays the optimum
  // on from there: its choice is worth the turned view's optimum, and its
  // free moves wait for the next turn. One below, the same card is judged by
  // drawn orders and roll-outs, which somewhere choose worse: that is what
  // this test would miss if the endgame began a card later.
  int compared = 0, worse_below = 0;
  for (const Variant& v : variants()) {
    for (std::uint64_t n = 1; n <= 12; ++n) {
      const int k = 3 + static_cast<int>(n % 2);  // face down once the card is turned
      const std::optional<View> turned_at = view_reached(v, n, k + 1, true);
      if (!turned_at) continue;
      const View& turned = *turned_at;
      Expectimax best(v);
      const double optimum = best.win_chance(endgame_of(turned));
      FairSettings settings;
      settings.samples = 32;
      settings.seed = n;
      settings.optimal_below = k;
      FairPlayer player(v, settings);
      const FairChoice chosen = player.choices(turned).front();
      EXPECT_EQ(chosen.moves.size(), 1u) << "deal " << n << ": free moves after the placement";
      EXPECT_NEAR(worth_after_placement(turned, chosen.after, best), optimum, 1e-9)
          << "deal " << n << ", k " << k;
      settings.optimal_below = k - 1;
      FairPlayer earlier(v, settings);
      View bare = turned;  // the drawn-order choice, with its free moves after the card
      const FairChoice drawn = earlier.choices(turned).front();
      bare.state = drawn.after;
      bare.turned = false;
      worse_below += best.win_chance(endgame_of(bare)) < optimum - 1e-9 ? 1 : 0;
      ++compared;
    }
  }
  EXPECT_GE(compared, 30);
  EXPECT_GT(worse_below, 0) << "drawn orders never chose worse here: the test shows little";
}

}  // namespace
}  // namespace reckon::players
