// The expectimax asked under a cut-off (players/expectimax.h), and the fair
// player's endgame choice that uses it (FairPlayer::choose): the answer is
// exact whenever the chance reaches alpha and otherwise an upper bound below
// alpha, and the placement chosen with cut-offs is the one every placement's
// exact worth ranks first.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "core/games/calculation/view.h"
#include "players/endgame_choice.h"
#include "players/expectimax.h"
#include "players/fair_player.h"
#include "tests/expectimax_positions.h"

namespace reckon::players {
namespace {

using namespace endgames;  // NOLINT: the test positions

TEST(ExpectimaxCutOff, ExactAtOrAboveAlphaABoundBelowIt) {
  int asked = 0, bounded = 0;
  for (const Variant& v : variants()) {
    for (std::uint64_t n = 1; n <= 8; ++n) {
      const int k = 3 + static_cast<int>(n % 3);
      const std::optional<View> view_at = view_reached(v, n, k, false);
      if (!view_at) continue;
      const View& view = *view_at;
      const Endgame e = endgame_of(view);
      const double exact = Expectimax(v).win_chance(e);
      // The turn at once, without free moves: the old sum over ranks.
      double turn = 0;
      int total = 0;
      for (Rank q = 1; q <= kRanks; ++q) {
        if (!e.unseen[q]) continue;
        Endgame t = e;
        --t.unseen[q];
        t.turned = q;
        turn += e.unseen[q] * Expectimax(v).win_chance(t);
        total += e.unseen[q];
      }
      turn /= total;
      for (const double alpha : {-1.0, 0.0, exact / 2, exact, (exact + 1) / 2, 1.0}) {
        // A fresh search and one whose memo holds bounds from other alphas.
        Expectimax fresh(v), shared(v);
        for (const double other : {0.9, 0.3, 0.6}) shared.win_chance(e, other);
        for (Expectimax* x : {&fresh, &shared}) {
          const Expectimax::Value got = x->win_chance(e, alpha);
          const Expectimax::Value at_once = x->turn_chance(e, alpha);
          ++asked;
          for (const auto& [value, truth] : {std::pair{got, exact}, std::pair{at_once, turn}}) {
            if (truth >= alpha) {
              EXPECT_TRUE(value.exact) << "deal " << n << ", alpha " << alpha;
            }
            if (value.exact) {
              EXPECT_NEAR(value.v, truth, 1e-12) << "deal " << n << ", alpha " << alpha;
            } else {
              ++bounded;
              EXPECT_GE(value.v, truth - 1e-12) << "deal " << n << ", alpha " << alpha;
              EXPECT_LT(value.v, alpha + 1e-9) << "deal " << n << ", alpha " << alpha;
            }
          }
        }
      }
    }
  }
  EXPECT_GE(asked, 200);
  EXPECT_GT(bounded, 0) << "no cut-off ever fired: the test shows little";
}

TEST(ExpectimaxCutOff, TheFairPlayerChoosesThePlacementItsExactWorthsRankFirst) {
  int compared = 0, several = 0;
  for (const Variant& v : variants()) {
    for (std::uint64_t n = 1; n <= 12; ++n) {
      const int k = 3 + static_cast<int>(n % 3);  // face down once the card is turned
      const std::optional<View> turned_at = view_reached(v, n, k + 1, true);
      if (!turned_at) continue;
      const View& turned = *turned_at;
      FairSettings settings;
      settings.samples = 32;
      settings.optimal_below = k;
      FairPlayer player(v, settings);
      const std::vector<FairChoice> all = player.choices(turned);
      const FairChoice chosen = FairPlayer(v, settings).choose(turned);
      ASSERT_FALSE(all.empty());
      EXPECT_EQ(chosen.moves, all.front().moves) << "deal " << n << ", k " << k;
      EXPECT_NEAR(chosen.optimum, all.front().optimum, 1e-12) << "deal " << n;
      ++compared;
      several += all.size() > 1 ? 1 : 0;
    }
  }
  EXPECT_GE(compared, 30);
  EXPECT_GT(several, 10);
}

}  // namespace
}  // namespace reckon::players
