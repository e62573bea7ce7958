// Golden verdicts of Fourteen Out deals 1..2000 (data/golden/fourteen_unwinnable.txt,
// from a plain exhaustive search that shares no code with the solver), every
// winning line replayed; and the solve command's promises on a few deals.
#include <gtest/gtest.h>

#include <set>

#include "core/games/fourteen/replay.h"
#include "test_data.h"
#include "tools/fourteen_commands.h"

namespace reckon::fourteen {
namespace {

std::set<std::uint64_t> golden_unwinnable() {
  std::set<std::uint64_t> out;
  for (const std::string& line : testing::data_lines("golden/fourteen_unwinnable.txt")) out.insert(std::stoull(line));
  return out;
}

TEST(FourteenGolden, Deals1To2000) {
  const std::set<std::uint64_t> lost = golden_unwinnable();
  ASSERT_EQ(lost.size(), 7256u);
  solver::Limits limits;
  limits.max_memory_mib = 64;
  strategies::FourteenSolver solver(Pruning{}, limits);
  int won = 0;
  for (std::uint64_t d = 1; d <= 2000; ++d) {
    const Deal deal = deal_from_number(d);
    const strategies::FourteenOutcome o = solver.solve(deal);  // throws if a line fails its replay
    const bool winnable = !lost.count(d);
    ASSERT_EQ(o.verdict, winnable ? solver::Verdict::kWinnable : solver::Verdict::kUnwinnable) << "deal " << d;
    if (winnable) {
      ++won;
      EXPECT_EQ(o.moves.size(), 26u) << "deal " << d;
      EXPECT_EQ(replay(deal, o.moves).status, ReplayResult::Status::kWon) << "deal " << d;
    } else {
      EXPECT_TRUE(o.moves.empty());
    }
  }
  EXPECT_EQ(won, 1869);
}

TEST(FourteenGolden, EveryRuleOffStillAgreesOnDeals1To300) {
  const std::set<std::uint64_t> lost = golden_unwinnable();
  for (int r = -1; r < static_cast<int>(Rule::kCount); ++r) {
    Pruning p;
    if (r >= 0) p.on[static_cast<std::size_t>(r)] = false;
    strategies::FourteenSolver solver(p, {});
    for (std::uint64_t d = 1; d <= 300; ++d)
      ASSERT_EQ(solver.solve(deal_from_number(d)).verdict,
                lost.count(d) ? solver::Verdict::kUnwinnable : solver::Verdict::kWinnable)
          << "deal " << d << " rule off: " << (r >= 0 ? kRuleNames[static_cast<std::size_t>(r)] : "none");
  }
}

TEST(FourteenGolden, BudgetsGiveUnknownNeverAGuess) {
  solver::Limits limits;
  limits.max_nodes = 3;
  strategies::FourteenSolver solver(Pruning{}, limits);
  const strategies::FourteenOutcome o =
      solver.solve(deal_from_number(29));  // unwinnable, hundreds of nodes
  EXPECT_EQ(o.verdict, solver::Verdict::kUnknown);
  EXPECT_EQ(o.stopped_by, StopReason::kNodes);
}

}  // namespace
}  // namespace reckon::fourteen
