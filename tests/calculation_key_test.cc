// The Calculation-family key against its documented layout (key.h), built
// here the plain way: each pile's ranks as a list, an owner's lists sorted,
// one nibble at a time. Random states include piles of more than 16 cards
// (a pile's ranks then span more than one word inside make_key).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/games/calculation/key.h"
#include "core/packed_key.h"

namespace reckon::calculation {
namespace {

Key plain_key(const State& s, const Variant& v, const Rank* ranks) {
  Key key;
  NibbleWriter<5> out(key);
  for (int k = 0; k < kFoundations; ++k) out.put(s.found[k]);
  if (v.expert) out.put(s.phase);
  for (int o = 0; o < v.owners; ++o) {
    std::vector<std::vector<int>> piles;
    for (int p = o * v.piles_per_owner; p < (o + 1) * v.piles_per_owner; ++p) {
      std::vector<int> pile;
      for (int link = s.top[p]; link != 0; link = s.below[link - 1]) pile.push_back(ranks[link - 1]);
      std::reverse(pile.begin(), pile.end());  // bottom first
      piles.push_back(pile);
    }
    std::sort(piles.begin(), piles.end());
    for (const auto& pile : piles) {
      for (const int r : pile) out.put(static_cast<unsigned>(r));
      out.put(0);
    }
  }
  return key;
}

struct Sample {
  State state;
  std::array<Rank, kMaxStock> ranks;
};

// Cards 0..n-1 of random ranks; a random number of them on random piles,
// the rest not (home or still in the stock). Ranks come from a small range
// now and then, so that piles often share a prefix or are equal.
Sample random_sample(std::mt19937_64& rng, const Variant& v) {
  Sample x{};
  const int top_rank = rng() % 3 == 0 ? 2 : 13;
  for (auto& r : x.ranks) r = static_cast<Rank>(1 + rng() % static_cast<unsigned>(top_rank));
  for (auto& f : x.state.found) f = static_cast<std::uint8_t>(rng() % 14);
  x.state.phase = static_cast<std::uint8_t>(rng() % 4);
  const int on_piles = static_cast<int>(rng() % (kMaxStock + 1));
  // Now and then most cards go onto one pile, to make it tall.
  const int tall = rng() % 4 == 0 ? static_cast<int>(rng() % static_cast<unsigned>(v.piles())) : -1;
  for (int i = 0; i < on_piles; ++i) {
    const int p = tall >= 0 && rng() % 5 != 0 ? tall : static_cast<int>(rng() % static_cast<unsigned>(v.piles()));
    x.state.push(p, i);
  }
  x.state.next = static_cast<std::uint8_t>(on_piles);
  return x;
}

TEST(CalculationKey, MatchesTheDocumentedLayout) {
  std::mt19937_64 rng(20261201);
  const Variant variants[] = {{4, 1, true, false}, {2, 1, true, false}, {8, 1, false, false},
                              {3, 2, true, false}, {3, 2, true, true},  {6, 2, false, true}};
  int tall_piles = 0;
  for (const Variant& v : variants) {
    for (int trial = 0; trial < 3000; ++trial) {
      const Sample x = random_sample(rng, v);
      for (int p = 0; p < v.piles(); ++p) tall_piles += x.state.height[p] > 16;
      ASSERT_EQ(make_key(x.state, v, x.ranks.data()), plain_key(x.state, v, x.ranks.data()))
          << "W=" << v.piles_per_owner << " owners=" << v.owners << " trial " << trial;
    }
  }
  EXPECT_GT(tall_piles, 1000);  // the multi-word path was exercised
}

// Piles of one owner in another order give the same key.
TEST(CalculationKey, IgnoresTheOrderOfAnOwnersPiles) {
  std::mt19937_64 rng(7);
  const Variant v{3, 2, true, true};
  for (int trial = 0; trial < 2000; ++trial) {
    const Sample x = random_sample(rng, v);
    // Rebuild the state with owner 0's piles rotated.
    State y = x.state;
    for (int p = 0; p < v.piles(); ++p) y.top[p] = 0, y.height[p] = 0;
    for (int p = 0; p < v.piles(); ++p) {
      const int to = p < v.piles_per_owner ? (p + 1) % v.piles_per_owner : p;
      std::vector<int> cards;
      for (int link = x.state.top[p]; link != 0; link = x.state.below[link - 1]) cards.push_back(link - 1);
      for (auto it = cards.rbegin(); it != cards.rend(); ++it) y.push(to, *it);
    }
    ASSERT_EQ(make_key(x.state, v, x.ranks.data()), make_key(y, v, x.ranks.data())) << "trial " << trial;
  }
}

TEST(NibbleWriter, PutManyEqualsPutOneByOne) {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 5000; ++trial) {
    PackedKey<5> a, b;
    NibbleWriter<5> wa(a), wb(b);
    while (wa.size() < 60) {
      const int n = static_cast<int>(rng() % 17);
      std::uint64_t nibbles = 0;
      for (int j = 0; j < n; ++j) {
        const unsigned v = static_cast<unsigned>(rng() % 16);
        nibbles |= std::uint64_t{v} << (4 * j);
        wb.put(v);
      }
      wa.put_many(nibbles, n);
      ASSERT_EQ(wa.size(), wb.size());
    }
    ASSERT_EQ(a, b) << "trial " << trial;
  }
}

}  // namespace
}  // namespace reckon::calculation
