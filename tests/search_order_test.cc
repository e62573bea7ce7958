// SearchOptions::deviations_first: a round tries the children that spend
// its budget before child 0. It only changes the order of the search: the
// verdicts must be the same either way (the brute-force differential test
// checks that on small positions too), every line must replay, and on real
// deals the order must change the work (else this test would not see it).
#include <gtest/gtest.h>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/replay.h"
#include "solver/depth_first_search.h"

namespace reckon::calculation {
namespace {

struct Solved {
  solver::Verdict verdict;
  std::uint64_t nodes;
  ReplayResult replay;
};

Solved solve(const Deal& deal, const Variant& v, bool deviations_first) {
  Game game(deal, v, Pruning{});
  solver::TranspositionTable<Key> table(16 << 20);
  solver::Limits limits;
  limits.max_nodes = 100000;
  solver::DepthFirstSearch<Game> search(
      game, table, limits, solver::SearchOptions{.deviations_first = deviations_first});
  const auto result = search.run(initial_state(v));
  Solved out{result.verdict, result.stats.nodes, {}};
  if (result.verdict == solver::Verdict::kWinnable)
    out.replay = replay(deal, v, game.moves_of(result.line, result.finish));
  return out;
}

void expect_same_verdicts_other_work(const Variant& v, int deals) {
  std::uint64_t differ = 0;
  for (int n = 1; n <= deals; ++n) {
    const Deal deal = deal_from_number(static_cast<std::uint64_t>(n), v.preplaced);
    const Solved early = solve(deal, v, true), late = solve(deal, v, false);
    ASSERT_NE(early.verdict, solver::Verdict::kUnknown) << "deal " << n;
    EXPECT_EQ(early.verdict, late.verdict) << "deal " << n;
    for (const Solved* s : {&early, &late}) {
      if (s->verdict == solver::Verdict::kWinnable) {
        EXPECT_EQ(s->replay.status, ReplayResult::Status::kWon)
            << "deal " << n << ": " << s->replay.why;
      }
    }
    differ += early.nodes != late.nodes;
  }
  EXPECT_GT(differ, 0u) << "the order of the children never changed the search";
}

TEST(DeviationsFirst, SameVerdictsOtherWorkCalculation) {
  Variant v;
  v.piles_per_owner = 4;
  expect_same_verdicts_other_work(v, 40);
}

TEST(DeviationsFirst, SameVerdictsOtherWorkExperte) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = 3;
  v.expert = true;
  expect_same_verdicts_other_work(v, 40);
}

}  // namespace
}  // namespace reckon::calculation
