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
#include <stdexcept>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/state.h"
#include "core/games/calculation/view.h"
#include "players/expectimax.h"
#include "players/fair_player.h"
#include "players/policy_chance.h"
#include "strategies/calculation_solve.h"

namespace reckon::players {
namespace {

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

Variant calculation_with(int piles) {
  Variant v;
  v.piles_per_owner = piles;
  return v;
}

Variant rechen(int piles_each) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = piles_each;
  return v;
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

// A position of a real game: the deal, the state just after the placement
// that leaves `face_down` cards in the stock, and the moves to it.
struct Reached {
  Deal deal;
  State state;
  MoveList played;
};

void apply(State& s, const Move& m) {
  if (m.kind == Move::Kind::kStockToFoundation) {
    ++s.found[m.foundation];
    ++s.next;
  } else if (m.kind == Move::Kind::kStockToPile) {
    s.push(m.pile, s.next);
    ++s.next;
  } else if (m.kind == Move::Kind::kPileToFoundation) {
    s.pop(m.pile);
    ++s.found[m.foundation];
  }
}

// Plays the deal with a fallible planner (it peeks, but makes mistakes, so
// that its endgames are won, lost and open alike) up to the point where
// `face_down` cards are left in the stock.
Reached reach(const Variant& v, std::uint64_t deal_number, int face_down, double noise) {
  Reached r;
  r.deal = calculation::deal_from_number(deal_number, v.preplaced);
  const MoveList moves = calculation::play(r.deal, v, calculation::Strategy::kPlanner, noise, deal_number);
  r.state = calculation::initial_state(v);
  const int stop = static_cast<int>(r.deal.stock.size()) - face_down;
  for (const Move& m : moves) {
    if (r.state.next == stop) break;
    apply(r.state, m);
    r.played.push_back(m);
  }
  return r;
}

// Every order of the face-down ranks (each equally likely), as deals.
std::vector<Deal> all_orders(const View& view) {
  std::vector<Rank> ranks;
  for (Rank r = 1; r <= kRanks; ++r)
    for (int n = 0; n < view.unseen[r]; ++n) ranks.push_back(r);
  std::vector<Deal> out;
  do {
    Deal d = view.seen;
    for (Rank r : ranks) d.stock.push_back(Card(r, Suit::kNone));
    out.push_back(std::move(d));
  } while (std::next_permutation(ranks.begin(), ranks.end()));
  return out;
}

std::vector<Variant> variants() {
  Variant no_bases;
  no_bases.preplaced = false;
  return {Variant{}, calculation_with(3), rechen(3), no_bases};
}

TEST(Expectimax, WithAtMostOneCardFaceDownItIsThePerfectInformationVerdict) {
  int won = 0, lost = 0;
  for (const Variant& v : variants()) {
    cli::CalculationSolver solver(v, calculation::Pruning{}, solver::Limits{.max_nodes = 1'000'000});
    for (std::uint64_t n = 1; n <= 12; ++n) {
      for (int k : {0, 1}) {
        const Reached r = reach(v, n, k, 0.05);
        if (r.state.next != static_cast<int>(r.deal.stock.size()) - k) continue;
        const View view = calculation::view_of(r.deal, v, r.state, false, r.played);
        const double x = optimal_win_chance(view);
        const cli::CalculationOutcome o = solver.solve_from(r.deal, r.state, r.played);
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

TEST(Expectimax, LiesBetweenFixedFairPlayersAndPeeking) {
  int compared = 0, strictly_inside = 0, below_peeking = 0, above_runs = 0, above_fair = 0;
  for (const Variant& v : variants()) {
    cli::CalculationSolver solver(v, calculation::Pruning{}, solver::Limits{.max_nodes = 1'000'000});
    PolicyChance runs(v, heuristic_rule(v, calculation::Strategy::kRuns), Finish::kGreedy);
    FairPlayer fair_player(v, FairSettings{.samples = 4, .seed = 7, .exact_below = 3});
    PolicyChance fair(v, fair_rule(fair_player), Finish::kSearch);
    Expectimax expectimax(v);
    // Most endgames are won or lost on every order; the open ones (0 < V* <
    // 1) test most, so up to four of them per variant, and two others.
    int open = 0, settled = 0;
    for (std::uint64_t n = 1; n <= 60 && open < 4; ++n) {
      const int k = 4 + static_cast<int>(n % 3);  // 4 to 6 cards face down
      // The planner peeks but makes a few mistakes: its endgames are won,
      // lost and open.
      const Reached r = reach(v, n, k, 0.03);
      if (r.state.next != static_cast<int>(r.deal.stock.size()) - k) continue;
      const View view = calculation::view_of(r.deal, v, r.state, false, r.played);
      const double best = expectimax.win_chance(endgame_of(view));
      if (k <= 5) {
        // The prunes change nothing (the search without them is slow beyond five cards).
        Expectimax plain(v, false);
        EXPECT_EQ(plain.win_chance(endgame_of(view)), best) << "deal " << n << ", k " << k;
      }
      const bool is_open = best > 0 && best < 1;
      if (!is_open && (settled >= 2 || k > 4)) continue;
      (is_open ? open : settled) += 1;
      double peek = 0, runs_mean = 0;
      const std::vector<Deal> orders = all_orders(view);
      for (const Deal& d : orders) {
        const cli::CalculationOutcome o = solver.solve_from(d, r.state, r.played);
        ASSERT_NE(o.verdict, solver::Verdict::kUnknown);
        peek += o.verdict == solver::Verdict::kWinnable ? 1 : 0;
        runs_mean += calculation::wins_from(d, v, r.state, calculation::Strategy::kRuns) ? 1 : 0;
      }
      peek /= static_cast<double>(orders.size());
      runs_mean /= static_cast<double>(orders.size());
      const double runs_exact = runs.win_chance(view), fair_exact = fair.win_chance(view);
      const std::string where = "deal " + std::to_string(n) + ", k " + std::to_string(k) + ", W " +
                                std::to_string(v.piles_per_owner) + " x " + std::to_string(v.owners);
      // The rule-by-rule recursion over ranks is the average over orders.
      EXPECT_NEAR(runs_exact, runs_mean, 1e-12) << where;
      EXPECT_LE(best, peek + 1e-12) << where;
      EXPECT_GE(best, runs_mean - 1e-12) << where;
      EXPECT_GE(best, fair_exact - 1e-12) << where;
      // A fresh search agrees with the one whose memo holds other endgames.
      EXPECT_EQ(best, optimal_win_chance(view)) << where;
      ++compared;
      strictly_inside += is_open ? 1 : 0;
      below_peeking += best < peek - 1e-9 ? 1 : 0;
      above_runs += best > runs_mean + 1e-9 ? 1 : 0;
      above_fair += best > fair_exact + 1e-9 ? 1 : 0;
    }
  }
  EXPECT_GE(compared, 16);
  // Bounds that always hold with equality would test nothing.
  EXPECT_GE(strictly_inside, 8);
  EXPECT_GT(below_peeking, 0);
  EXPECT_GT(above_runs, 0);
  EXPECT_GT(above_fair, 0);
}

}  // namespace
}  // namespace reckon::players
