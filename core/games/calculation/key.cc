#include "core/games/calculation/key.h"

#include <algorithm>

namespace reckon::calculation {

Key make_key(const State& s, const Variant& v, const Rank* stock_ranks) {
  Key key;
  NibbleWriter<5> out(key);
  for (int k = 0; k < kFoundations; ++k) out.put(s.found[k]);
  if (v.expert) out.put(s.phase);

  // Ranks of every pile, bottom first.
  std::array<std::array<std::uint8_t, kMaxStock>, kMaxPiles> ranks;
  std::array<int, kMaxPiles> order;
  for (int p = 0; p < v.piles(); ++p) {
    const int h = s.height[p];
    int n = h;
    for (int link = s.top[p]; link != 0; link = s.below[link - 1]) ranks[p][--n] = stock_ranks[link - 1];
    order[p] = p;
  }
  const auto less = [&](int a, int b) {
    return std::lexicographical_compare(ranks[a].begin(), ranks[a].begin() + s.height[a], ranks[b].begin(),
                                        ranks[b].begin() + s.height[b]);
  };
  for (int o = 0; o < v.owners; ++o) {
    const auto first = order.begin() + o * v.piles_per_owner;
    std::sort(first, first + v.piles_per_owner, less);
    for (auto it = first; it != first + v.piles_per_owner; ++it) {
      for (int j = 0; j < s.height[*it]; ++j) out.put(ranks[*it][j]);
      out.put(0);
    }
  }
  return key;
}

}  // namespace reckon::calculation
