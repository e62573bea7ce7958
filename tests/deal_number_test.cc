#include "core/deal_number.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "test_data.h"

namespace reckon {
namespace {

TEST(DealNumber, MatchesEveryGoldenVector) {
  const auto lines = testing::data_lines("vectors/deals.txt");
  ASSERT_GE(lines.size(), 200u);
  for (const auto& line : lines) {
    const auto bar = line.find('|');
    ASSERT_NE(bar, std::string::npos) << line;
    const std::uint64_t n = std::stoull(line.substr(0, bar));
    const auto want = testing::split_words(line.substr(bar + 1));
    ASSERT_EQ(want.size(), 52u) << line;
    const Deck deck = deal_permutation(n);
    for (int i = 0; i < kDeckSize; ++i) EXPECT_EQ(to_ascii(deck[i]), want[i]) << "deal " << n << " p[" << i << "]";
  }
}

TEST(DealNumber, EveryDealIsAPermutation) {
  for (std::uint64_t n : {0ULL, 1ULL, 77ULL, ~0ULL}) {
    const Deck deck = deal_permutation(n);
    std::set<int> seen;
    for (Card c : deck) seen.insert(c.deck_index());
    EXPECT_EQ(seen.size(), 52u);
  }
}

TEST(SplitMix64, UniformStaysInRangeAndRejectsTheBiasedTail) {
  SplitMix64 rng(42);
  for (std::uint64_t n = 1; n <= 52; ++n)
    for (int k = 0; k < 100; ++k) EXPECT_LT(rng.uniform(n), n);
  // A power of two divides 2^64: no draw is rejected, so the stream advances
  // by exactly one per call.
  SplitMix64 a(7), b(7);
  for (int k = 0; k < 10; ++k) {
    EXPECT_EQ(a.uniform(16), b.next() % 16);
  }
}

}  // namespace
}  // namespace reckon
