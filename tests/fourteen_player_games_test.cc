// Fourteen Out's difficulty figures (jobs/curation/fourteen_player_games.h):
// they belong to the deal and the players, so switching every search rule
// off must leave them exactly as they are, and each decision they count is
// at a winnable position, so at least one of its pairs wins.
#include "jobs/curation/fourteen_player_games.h"

#include <gtest/gtest.h>

#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"
#include "strategies/fourteen_solver.h"

namespace reckon {
namespace {

constexpr int kSeeds = 6;

TEST(FourteenPlayerGames, FiguresDoNotDependOnTheSearchRules) {
  strategies::FourteenSolver all(fourteen::Pruning{}, solver::Limits{});
  strategies::FourteenSolver none(fourteen::Pruning::none(), solver::Limits{});
  int compared = 0, decisions = 0;
  for (std::uint64_t d = 1; d <= 40; ++d) {
    const fourteen::Deal deal = fourteen::deal_from_number(d);
    if (all.solve(deal).verdict != solver::Verdict::kWinnable) continue;
    const curation::FourteenPlayerGames a = curation::fourteen_player_games(deal, kSeeds, all);
    const curation::FourteenPlayerGames b = curation::fourteen_player_games(deal, kSeeds, none);
    ASSERT_TRUE(a.decided && b.decided) << "deal " << d;
    EXPECT_EQ(a.deepest_noisy, b.deepest_noisy) << "deal " << d;
    EXPECT_EQ(a.random, b.random) << "deal " << d;
    EXPECT_EQ(a.forgiveness.decisions, b.forgiveness.decisions) << "deal " << d;
    EXPECT_EQ(a.forgiveness.choices, b.forgiveness.choices) << "deal " << d;
    EXPECT_EQ(a.forgiveness.winning_choices, b.forgiveness.winning_choices) << "deal " << d;
    EXPECT_EQ(a.forgiveness.critical, b.forgiveness.critical) << "deal " << d;
    ++compared;
    decisions += a.forgiveness.decisions;
  }
  EXPECT_GE(compared, 30);
  EXPECT_GT(decisions, 0);  // the comparison had something to compare
}

TEST(FourteenPlayerGames, DecisionsAreAtWinnablePositions) {
  strategies::FourteenSolver solver(fourteen::Pruning{}, solver::Limits{});
  int lost_games = 0;
  for (std::uint64_t d = 1; d <= 40; ++d) {
    const fourteen::Deal deal = fourteen::deal_from_number(d);
    if (solver.solve(deal).verdict != solver::Verdict::kWinnable) continue;
    const curation::FourteenPlayerGames g = curation::fourteen_player_games(deal, kSeeds, solver);
    const curation::DecisionProfile& p = g.forgiveness;
    // Every decision is at a still-winnable position: at least one pair of
    // its choices wins, and it had at least two.
    EXPECT_GE(p.winning_choices, p.decisions) << "deal " << d;
    EXPECT_GE(p.choices, 2 * p.decisions) << "deal " << d;
    EXPECT_LE(p.winning_choices, p.choices) << "deal " << d;
    EXPECT_LE(p.critical, p.decisions) << "deal " << d;
    // The win shares are those of the players' own games, replayed.
    int random = 0;
    for (int s = 1; s <= kSeeds; ++s)
      random += fourteen::replay(deal, fourteen::play(deal, fourteen::Strategy::kSimple, 1.0, s))
                    .status == fourteen::ReplayResult::Status::kWon;
    EXPECT_DOUBLE_EQ(g.random, static_cast<double>(random) / kSeeds) << "deal " << d;
    lost_games += kSeeds - random;
  }
  EXPECT_GT(lost_games, 0);  // games that lost were walked too
}

}  // namespace
}  // namespace reckon
