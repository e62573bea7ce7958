// Fourteen Out at scale (slow): deals 1..100000 all decided, 92744 winnable,
// each verdict as data/golden/fourteen_unwinnable.txt says, every winning
// line replayed.
#include <gtest/gtest.h>

#include <set>

#include "test_data.h"
#include "tools/fourteen_commands.h"

namespace reckon::fourteen {
namespace {

TEST(FourteenScale, Deals1To100000) {
  std::set<std::uint64_t> lost;
  for (const std::string& line : testing::data_lines("golden/fourteen_unwinnable.txt")) lost.insert(std::stoull(line));
  strategies::FourteenSolver solver(Pruning{}, {});
  int won = 0, unknown = 0;
  std::vector<std::uint64_t> differ;
  for (std::uint64_t d = 1; d <= 100000; ++d) {
    const strategies::FourteenOutcome o = solver.solve(deal_from_number(d));
    won += o.verdict == solver::Verdict::kWinnable;
    unknown += o.verdict == solver::Verdict::kUnknown;
    if ((o.verdict == solver::Verdict::kWinnable) == static_cast<bool>(lost.count(d))) differ.push_back(d);
  }
  EXPECT_EQ(unknown, 0);
  EXPECT_EQ(won, 92744);
  EXPECT_TRUE(differ.empty()) << differ.size() << " deals differ from the golden list, the first " << differ.front();
}

}  // namespace
}  // namespace reckon::fourteen
