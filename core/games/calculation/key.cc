#include "core/games/calculation/key.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace reckon::calculation {
namespace {

// A pile's ranks bottom first, one nibble each from the most significant
// end of the first word on, zeros after the top. Ranks are 1..13, so
// comparing these words in order compares the piles' rank sequences
// lexicographically (a pile that is a prefix of another is the smaller).
using PackedPile = std::array<std::uint64_t, (kMaxStock + 15) / 16>;

}  // namespace

Key make_key(const State& s, const Variant& v, const Rank* stock_ranks) {
  Key key;
  NibbleWriter<5> out(key);
  for (int k = 0; k < kFoundations; ++k) out.put(s.found[k]);
  if (v.expert) out.put(s.phase);

  std::array<PackedPile, kMaxPiles> packed;
  for (int p = 0; p < v.piles(); ++p) {
    packed[p] = {};
    int j = s.height[p];
    for (int link = s.top[p]; link != 0; link = s.below[link - 1]) {
      --j;
      packed[p][j >> 4] |= std::uint64_t{stock_ranks[link - 1]} << (60 - 4 * (j & 15));
    }
  }
  for (int o = 0; o < v.owners; ++o) {
    // Insertion sort of the owner's few piles (piles with equal ranks are
    // written alike, so their order does not matter).
    std::array<int, kMaxPiles> order;
    const int first = o * v.piles_per_owner, n = v.piles_per_owner;
    for (int i = 0; i < n; ++i) {
      const int p = first + i;
      int j = i;
      for (; j > 0 && packed[p] < packed[order[j - 1]]; --j) order[j] = order[j - 1];
      order[j] = p;
    }
    for (int i = 0; i < n; ++i) {
      const int p = order[i];
      // Each word of the pile, its nibbles turned round to come lowest first.
      for (int j = 0; j < s.height[p]; j += 16) {
        std::uint64_t w = __builtin_bswap64(packed[p][j >> 4]);
        w = (w >> 4 & 0x0f0f0f0f0f0f0f0fULL) | (w & 0x0f0f0f0f0f0f0f0fULL) << 4;
        out.put_many(w, std::min(16, s.height[p] - j));
      }
      out.put(0);
    }
  }
  return key;
}

}  // namespace reckon::calculation
