// Rule "playout" (Game::plan_wins): a plan that is not playable, played out
// turn by turn with its late cards, may still win. It only ever finds wins:
// the verdicts must not change with it, every line it ends must replay, and
// it must actually fire (else this test would not see it).
#include <gtest/gtest.h>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/replay.h"
#include "solver/depth_first_search.h"

namespace reckon::calculation {
namespace {

struct Solved {
  solver::Verdict verdict;
  std::uint64_t playouts;  // wins rule playout found (as the search's children, or at the root)
  ReplayResult replay;
};

Solved solve(const Deal& deal, const Variant& v, const Pruning& pruning) {
  Game game(deal, v, pruning);
  solver::TranspositionTable<Key> table(16 << 20);
  solver::Limits limits;
  limits.max_nodes = 100000;
  solver::DepthFirstSearch<Game> search(game, table, limits);
  const auto result = search.run(initial_state(v));
  Solved out{result.verdict, game.rule_counts().fired[static_cast<int>(Rule::kPlayout)], {}};
  if (result.verdict == solver::Verdict::kWinnable)
    out.replay = replay(deal, v, game.moves_of(result.line, result.finish));
  return out;
}

Variant rechen(int piles, bool expert) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = piles;
  v.expert = expert;
  return v;
}

TEST(CalculationPlayout, FindsOnlyWinsThatReplay) {
  Pruning without;
  without.set(Rule::kPlayout, false);
  for (const Variant& v :
       {Variant{}, Variant{3}, rechen(3, false), rechen(3, true), rechen(2, false)}) {
    std::uint64_t fired = 0;
    for (std::uint64_t n = 1; n <= 20; ++n) {
      const Deal deal = deal_from_number(n, v.preplaced);
      const Solved with = solve(deal, v, Pruning{});
      const Solved off = solve(deal, v, without);
      fired += with.playouts;
      EXPECT_EQ(off.playouts, 0u);
      if (with.verdict != solver::Verdict::kUnknown && off.verdict != solver::Verdict::kUnknown) {
        EXPECT_EQ(with.verdict, off.verdict) << "deal " << n << ", " << v.piles() << " piles";
      }
      if (with.verdict == solver::Verdict::kWinnable) {
        EXPECT_EQ(with.replay.status, ReplayResult::Status::kWon)
            << "deal " << n << ": move " << with.replay.move << ": " << with.replay.why;
      }
    }
    EXPECT_GT(fired, 3u) << v.piles() << " piles" << (v.expert ? ", Experte" : "");
  }
}

// The same with the plan rule off: every win then comes from a play-out (or
// the search's own end), so a wrong line could not hide behind a plan.
TEST(CalculationPlayout, WinsAloneWithoutPlayablePlans) {
  Pruning only;
  only.set(Rule::kPlan, false);
  const Variant v = rechen(3, true);
  std::uint64_t fired = 0;
  for (std::uint64_t n = 1; n <= 30; ++n) {
    const Deal deal = deal_from_number(n, v.preplaced);
    const Solved with = solve(deal, v, only);
    fired += with.playouts;
    ASSERT_EQ(with.verdict, solver::Verdict::kWinnable) << "deal " << n;
    EXPECT_EQ(with.replay.status, ReplayResult::Status::kWon)
        << "deal " << n << ": move " << with.replay.move << ": " << with.replay.why;
  }
  EXPECT_GT(fired, 10u);
}

}  // namespace
}  // namespace reckon::calculation
