// The fast bit gather (PEXT) and the portable code it stands in for must
// agree: bit by bit, on every class table of many deals, and in whole
// searches (same verdicts, same node counts). The search's other tests run
// with whichever the machine has; these run both.
#include "core/bit_gather.h"

#include <gtest/gtest.h>

#include <random>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/game.h"
#include "solver/depth_first_search.h"

namespace reckon {
namespace {

// Sets gather_is_fast for one scope and puts it back.
class GatherSetting {
 public:
  explicit GatherSetting(bool fast) : saved_(gather_is_fast) { gather_is_fast = fast; }
  ~GatherSetting() { gather_is_fast = saved_; }
  GatherSetting(const GatherSetting&) = delete;
  GatherSetting& operator=(const GatherSetting&) = delete;

 private:
  bool saved_;
};

std::uint64_t gather_slowly(std::uint64_t m, std::uint64_t mask) {
  std::uint64_t out = 0;
  int k = 0;
  for (int i = 0; i < 64; ++i)
    if ((mask >> i) & 1) out |= ((m >> i) & 1) << k++;
  return out;
}

TEST(BitGather, MatchesTheDefinition) {
  if (!detect_fast_gather()) GTEST_SKIP() << "this CPU has no fast PEXT; the portable code is all that runs";
  std::mt19937_64 random(5);
  for (int i = 0; i < 100000; ++i) {
    const std::uint64_t m = random(), mask = random() & random();
    ASSERT_EQ(gather_bits(m, mask), gather_slowly(m, mask)) << m << " " << mask;
  }
  EXPECT_EQ(gather_bits(~0ULL, 0), 0u);
  EXPECT_EQ(gather_bits(~0ULL, ~0ULL), ~0ULL);
}

TEST(BitGather, ClassSubsetsAgreeBothWays) {
  if (!detect_fast_gather()) GTEST_SKIP() << "this CPU has no fast PEXT";
  std::mt19937_64 random(7);
  for (std::uint64_t number = 1; number <= 300; ++number) {
    const fourteen::Board board(fourteen::deal_from_number(number));
    for (int k = 1; k <= board.layout().classes(); ++k) {
      const fourteen::ClassTable& t = board.class_table(k);
      for (int i = 0; i < 50; ++i) {
        const std::uint64_t m = random() & board.all();
        unsigned fast, portable;
        {
          GatherSetting s(true);
          fast = t.subset(m);
        }
        {
          GatherSetting s(false);
          portable = t.subset(m);
        }
        ASSERT_EQ(fast, portable) << "deal " << number << ", class " << k;
      }
    }
  }
}

// Whole searches: the same verdict and the same nodes either way.
TEST(BitGather, SearchesAgreeBothWays) {
  if (!detect_fast_gather()) GTEST_SKIP() << "this CPU has no fast PEXT";
  for (std::uint64_t number = 1; number <= 300; ++number) {
    const fourteen::Deal deal = fourteen::deal_from_number(number);
    solver::SearchResult<fourteen::Game> r[2];
    for (int fast = 0; fast < 2; ++fast) {
      GatherSetting s(fast == 1);
      fourteen::Game game(deal);
      solver::TranspositionTable<fourteen::Key> table(1 << 20);
      solver::DepthFirstSearch<fourteen::Game> dfs(game, table, {}, solver::SearchOptions{.rounds = {}});
      r[fast] = dfs.run(game.initial());
    }
    EXPECT_EQ(r[0].verdict, r[1].verdict) << "deal " << number;
    EXPECT_EQ(r[0].stats.nodes, r[1].stats.nodes) << "deal " << number;
  }
}

}  // namespace
}  // namespace reckon
