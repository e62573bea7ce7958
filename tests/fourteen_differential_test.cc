// The real solver against the brute-force oracle on thousands of deals of
// small layouts (fewer columns, fewer ranks, a smaller pair sum), with every
// rule on, each one off in turn, and all off. Every win is replayed.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/games/fourteen/game.h"
#include "core/games/fourteen/replay.h"
#include "reference/fourteen_reference.h"
#include "strategies/fourteen_solver.h"

namespace reckon::fourteen {
namespace {

std::vector<Pruning> configurations() {
  std::vector<Pruning> all{Pruning{}, Pruning::none()};
  for (int r = 0; r < static_cast<int>(Rule::kCount); ++r) {
    Pruning p;
    p.on[r] = false;
    all.push_back(p);
  }
  return all;
}

std::string name(const Pruning& p) {
  std::string s;
  for (int r = 0; r < static_cast<int>(Rule::kCount); ++r)
    s += std::string(p.on[r] ? "+" : "-") + std::string(kRuleNames[r]) + " ";
  return s;
}

struct Setting {
  Layout layout;
  int deals;
};

// What gtest prints for a parameter: the layout and the deal count, not bytes.
void PrintTo(const Setting& s, std::ostream* os) { *os << describe(s.layout) << ", " << s.deals << " deals"; }

class Differential : public ::testing::TestWithParam<Setting> {};

TEST_P(Differential, SolverAgreesWithBruteForce) {
  const Setting st = GetParam();
  validate(st.layout);
  // The solver the commands use (both directions with rule "mirror"); it
  // replays every line it returns, and the test replays it once more.
  std::vector<std::unique_ptr<strategies::FourteenSolver>> solvers;
  const std::vector<Pruning> pruning = configurations();
  for (const Pruning& p : pruning)
    solvers.push_back(std::make_unique<strategies::FourteenSolver>(p, solver::Limits{}));
  int wins = 0;
  std::uint64_t nodes_all_on = 0, nodes_all_off = 0;
  for (int i = 0; i < st.deals; ++i) {
    const std::uint64_t seed = 7919u * static_cast<std::uint64_t>(st.layout.columns * 100 + st.layout.ranks) + i;
    const Deal deal = deal_from_seed(st.layout, seed);
    ASSERT_NO_THROW(validate(deal));
    testing::FourteenReference oracle(deal);
    const bool truth = oracle.winnable();
    wins += truth;
    for (std::size_t g = 0; g < solvers.size(); ++g) {
      const strategies::FourteenOutcome result = solvers[g]->solve(deal);
      if (g == 0) nodes_all_on += result.stats.nodes;
      if (g == 1) nodes_all_off += result.stats.nodes;
      ASSERT_EQ(result.verdict, truth ? solver::Verdict::kWinnable : solver::Verdict::kUnwinnable)
          << describe(st.layout) << " seed " << seed << " rules " << name(pruning[g]);
      if (truth) {
        const auto replayed = replay(deal, result.moves);
        ASSERT_EQ(replayed.status, ReplayResult::Status::kWon)
            << describe(st.layout) << " seed " << seed << " rules " << name(pruning[g]) << ": move "
            << replayed.move << ": " << replayed.why;
      }
    }
  }
  // The sample must hold both outcomes, or the comparison proves little.
  EXPECT_GT(wins, st.deals / 20) << "too few wins among " << st.deals;
  EXPECT_LT(wins, st.deals - st.deals / 20) << "too few losses among " << st.deals;
  // And the rules must do something on these layouts.
  EXPECT_LT(nodes_all_on, nodes_all_off);
  std::printf("[ info ] %s: %d of %d winnable; nodes %llu with every rule, %llu with none\n",
              describe(st.layout).c_str(), wins, st.deals, static_cast<unsigned long long>(nodes_all_on),
              static_cast<unsigned long long>(nodes_all_off));
}

// Sizes the brute force decides in about a millisecond, with both outcomes common.
INSTANTIATE_TEST_SUITE_P(
    Fourteen, Differential,
    ::testing::Values(Setting{Layout::of({4, 4, 4, 4}, 4), 2000},              // 16 cards, A..4, pairs sum to 5
                      Setting{Layout::of({4, 4, 4, 2, 2}, 4), 2000},           // uneven columns
                      Setting{Layout::of({5, 5, 3, 3}, 4), 2000},              // deep columns
                      Setting{Layout::of({4, 4, 4, 4, 4}, 5), 2000},           // a rank pairing with itself (3+3)
                      Setting{Layout::of({4, 4, 4, 4, 4, 4}, 6), 1500},        // 24 cards, pairs sum to 7
                      Setting{Layout::of({5, 5, 4, 4, 3, 3}, 6), 1500},        // mixed heights
                      Setting{Layout::of({5, 5, 5, 5, 4}, 6), 1500},           // few, deep columns
                      Setting{Layout::of({4, 4, 4, 4, 4, 4, 4}, 7), 1000},     // 28 cards, 4+4 pairs
                      Setting{Layout::of({3, 3, 3, 3, 2}, 7, 2), 2000},        // two suits only
                      Setting{Layout::of({5, 5, 5, 5, 4, 4, 4}, 8), 500}));  // 32 cards, A..8

}  // namespace
}  // namespace reckon::fourteen
