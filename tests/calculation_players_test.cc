// The named heuristic players and the plan the search orders by.
//
// The players are named strategies with published figures (doc/results.md), so
// their play must not change by accident: their win counts on fixed deals
// are pinned here, and every game they play must be legal. The plan may try
// several settle orders (plan.h); that must only ever make it cheaper.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/plan.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"

namespace reckon::calculation {
namespace {

Variant rechen_normal() {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = 3;
  return v;
}

int wins(const Variant& v, Strategy s, int deals) {
  int won = 0;
  for (int n = 1; n <= deals; ++n) {
    const Deal deal = deal_from_number(static_cast<std::uint64_t>(n), v.preplaced);
    const ReplayResult r = replay(deal, v, play(deal, v, s));
    EXPECT_NE(r.status, ReplayResult::Status::kIllegal)
        << strategy_name(s) << " deal " << n << ", move " << r.move << ": " << r.why;
    won += r.status == ReplayResult::Status::kWon;
  }
  return won;
}

// Measured when the players were defined (reckon analyze --strategy S); a
// change here changes a published figure and must be deliberate.
TEST(CalculationPlayers, WinCountsArePinned) {
  EXPECT_EQ(wins(Variant{}, Strategy::kSimple, 1000), 24);
  EXPECT_EQ(wins(Variant{}, Strategy::kRuns, 1000), 52);
  EXPECT_EQ(wins(Variant{}, Strategy::kPlanner, 1000), 681);
  EXPECT_EQ(wins(rechen_normal(), Strategy::kSimple, 500), 29);
  EXPECT_EQ(wins(rechen_normal(), Strategy::kRuns, 500), 46);
  EXPECT_EQ(wins(rechen_normal(), Strategy::kPlanner, 500), 421);
}

TEST(CalculationPlan, MoreSettleOrdersNeverCostMoreAndPlayablePlansWin) {
  int cheaper = 0, compared = 0, replayed = 0;
  for (const Variant& v : {Variant{}, Variant{3}, rechen_normal()}) {
    for (std::uint64_t n = 1; n <= 40; ++n) {
      const Deal deal = deal_from_number(n, v.preplaced);
      std::vector<Rank> ranks;
      for (Card c : deal.stock) ranks.push_back(c.rank());
      const Planner one(deal, v, ranks.data(), PlanStyle{.settle_orders = 1}), all(deal, v, ranks.data());
      // Every child of every node along a greedy descent: positions a
      // search meets.
      Game game(deal, v);
      std::vector<State> path{game.initial()}, kids;
      while (!game.is_won(path.back()) && path.size() < 60) {
        game.expand(path.back(), kids);
        if (kids.empty()) break;
        for (const State& s : kids) {
          const PlanReport a = one.plan(s);
          MoveList finish;
          const PlanReport b = all.plan(s, &finish);
          ASSERT_LE(b.cost(), a.cost()) << "deal " << n;
          if (a.playable()) {
            EXPECT_TRUE(b.playable()) << "deal " << n;
          }
          if (b.playable() && !v.expert) {
            // Its moves, after the line to s, win the deal.
            std::vector<State> line = path;
            line.push_back(s);
            const ReplayResult r = replay(deal, v, game.moves_of(line, finish));
            ASSERT_EQ(r.status, ReplayResult::Status::kWon) << "deal " << n << ": " << r.why;
            ++replayed;
          }
          cheaper += b.cost() < a.cost();
          ++compared;
        }
        path.push_back(kids.front());
      }
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(replayed, 20);
  EXPECT_GT(cheaper, 0) << "the extra settle orders never helped: the test no longer sees them";
}

// A search round that tries only the first `ranked` children lets the game
// give up the plans of the others (Game::score): the children tried, and
// their order, must be those of the full ranking, and no child may be lost.
// Rule "playout" is off here: it plays out only the plans that are not given
// up, so which wins it finds depends on `ranked` (and any it finds is a win).
TEST(CalculationPlan, RankedChildrenComeInTheFullOrder) {
  Variant expert = rechen_normal();
  expert.expert = true;
  Pruning pruning;
  pruning.set(Rule::kPlayout, false);
  int compared = 0, cut = 0, mismatch = 0;
  for (const Variant& v : {Variant{}, Variant{3}, Variant{2}, rechen_normal(), expert}) {
    for (std::uint64_t n = 1; n <= 25; ++n) {
      const Deal deal = deal_from_number(n, v.preplaced);
      std::vector<State> path{initial_state(v)}, kids, ranked_kids;
      while (path.size() < 40) {
        // Fresh games: the plan cache must not differ between the two.
        Game full(deal, v, pruning);
        full.expand(path.back(), kids);
        if (kids.empty()) break;
        for (const std::size_t ranked : {std::size_t{1}, std::size_t{2}, std::size_t{3}}) {
          Game partial(deal, v, pruning);
          partial.expand(path.back(), ranked_kids, ranked);
          ASSERT_EQ(ranked_kids.size(), kids.size()) << "deal " << n << ", depth " << path.size();
          for (std::size_t i = 0; i < std::min(ranked, kids.size()); ++i)
            if (!(full.key(ranked_kids[i]) == full.key(kids[i]))) {
              ++mismatch;
              break;
            }
          std::vector<Key> a, b;
          for (const State& k : kids) a.push_back(full.key(k));
          for (const State& k : ranked_kids) b.push_back(full.key(k));
          const auto by_bytes = [](const Key& x, const Key& y) { return x.words < y.words; };
          std::sort(a.begin(), a.end(), by_bytes);
          std::sort(b.begin(), b.end(), by_bytes);
          ASSERT_TRUE(a == b) << "deal " << n << ", depth " << path.size();
          ++compared;
          cut += kids.size() > ranked;
        }
        if (full.is_won(kids.front())) break;
        path.push_back(kids.front());
      }
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(cut, 500);  // expansions where some children were only partly planned
  EXPECT_EQ(mismatch, 0) << compared;
}

}  // namespace
}  // namespace reckon::calculation
