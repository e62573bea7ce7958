#include "jobs/construction/stock_mutation.h"

#include <algorithm>
#include <cstddef>

namespace reckon::construction {
namespace {

bool same_ranks(const std::vector<Card>& s, std::size_t first, std::size_t last) {
  for (std::size_t k = first + 1; k <= last; ++k)
    if (s[k].rank() != s[first].rank()) return false;
  return true;
}

// The move's second place: anywhere with reach 0, else 1 to reach places
// before or after i; n (no place: the move is drawn again) past either end.
std::size_t second_place(std::size_t i, std::size_t n, SplitMix64& bits, int reach) {
  if (reach <= 0) return bits.uniform(n);
  const std::size_t step = 1 + bits.uniform(static_cast<std::uint64_t>(reach));
  if (bits.uniform(2) == 0) return i >= step ? i - step : n;
  return i + step < n ? i + step : n;
}

}  // namespace

void mutate_stock(std::vector<Card>& stock, SplitMix64& bits, int reach) {
  const std::size_t n = stock.size();
  if (n < 2) return;
  // A stock of one rank has no move that changes it: a few draws, then give up.
  for (int attempt = 0; attempt < 64; ++attempt) {
    const std::uint64_t kind = bits.uniform(3);
    std::size_t i = bits.uniform(n), j = second_place(i, n, bits, reach);
    if (i == j || j >= n) continue;
    if (kind == 0) {  // swap two cards of different ranks
      if (stock[i].rank() == stock[j].rank()) continue;
      std::swap(stock[i], stock[j]);
      return;
    }
    if (kind == 1) {  // take card i out and put it in at j
      const std::size_t lo = std::min(i, j), hi = std::max(i, j);
      if (same_ranks(stock, lo, hi)) continue;
      if (i < j)
        std::rotate(stock.begin() + static_cast<std::ptrdiff_t>(i),
                    stock.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                    stock.begin() + static_cast<std::ptrdiff_t>(j) + 1);
      else
        std::rotate(stock.begin() + static_cast<std::ptrdiff_t>(j),
                    stock.begin() + static_cast<std::ptrdiff_t>(i),
                    stock.begin() + static_cast<std::ptrdiff_t>(i) + 1);
      return;
    }
    // reverse a run of 2 to 8 cards (with a reach, to reach + 1) starting at i
    const std::size_t longest = reach > 0 ? std::min<std::size_t>(8, reach + 1) : 8;
    const std::size_t len = 2 + bits.uniform(longest - 1);
    if (i + len > n) continue;
    bool changes = false;
    for (std::size_t k = 0; k < len / 2; ++k)
      changes |= stock[i + k].rank() != stock[i + len - 1 - k].rank();
    if (!changes) continue;
    std::reverse(stock.begin() + static_cast<std::ptrdiff_t>(i),
                 stock.begin() + static_cast<std::ptrdiff_t>(i + len));
    return;
  }
}

}  // namespace reckon::construction
