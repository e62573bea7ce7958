// The expectimax (players/expectimax.h) between its two bounds, on endgames
// of real games with up to six cards face down: it is at most the share of
// orders a player who peeks wins (the exact solver on every order), and at
// least what fixed fair players make of them (runs, the fair player), whose
// exact chances (players/policy_chance.h) must equal their average over all
// orders. Slow: thousands of solver runs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "players/expectimax.h"
#include "players/fair_player.h"
#include "players/policy_chance.h"
#include "strategies/calculation_solve.h"
#include "tests/expectimax_positions.h"

namespace reckon::players {
namespace {

using namespace endgames;  // NOLINT: the test positions

TEST(Expectimax, LiesBetweenFixedFairPlayersAndPeeking) {
  int compared = 0, strictly_inside = 0, below_peeking = 0, above_runs = 0, above_fair = 0;
  for (const Variant& v : variants()) {
    strategies::CalculationSolver solver(v, calculation::Pruning{},
                                         solver::Limits{.max_nodes = 1'000'000});
    PolicyChance runs(v, heuristic_rule(v, calculation::Strategy::kRuns), Finish::kGreedy);
    // Its endgame from 3 face down, so that its own decisions come first
    // (from the default, 6, it plays these endgames as the optimum does).
    FairPlayer fair_player(v, FairSettings{.samples = 4, .seed = 7, .exact_below = 3, .optimal_below = 3});
    PolicyChance fair(v, fair_rule(fair_player), Finish::kSearch, fair_free_moves(fair_player));
    Expectimax expectimax(v);
    // Most endgames are won or lost on every order; the open ones (0 < V* <
    // 1) test most, so up to four of them per variant, and two others.
    Expectimax greedy(v, true, FreeMoves::kGreedy);
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
        const strategies::CalculationOutcome o = solver.solve_from(d, r.state, r.played);
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
      // Bound to greedy free moves: no better than free play, no worse than
      // runs, who is bound to them. Not compared with the fair player: since
      // its version 2 it plays the exact optimum, free moves and all, once
      // few cards are face down (exact_below), so it may beat greedy play.
      const double greedy_best = greedy.win_chance(endgame_of(view));
      EXPECT_LE(greedy_best, best + 1e-12) << where;
      EXPECT_GE(greedy_best, runs_mean - 1e-12) << where;
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
