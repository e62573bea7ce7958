#include "core/games/fourteen/segment.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace reckon::fourteen {
namespace {

// Depth first; `failed` remembers positions from which the rest of `gone`
// can not be taken, so no position is searched twice.
bool search(const Board& b, Mask cards, Mask gone, PairLog& out, std::vector<Mask>& failed) {
  if (gone == 0) return true;
  if (std::find(failed.begin(), failed.end(), cards) != failed.end()) return false;
  const Mask ex = b.exposed(cards) & gone;
  const int target = b.layout().target;
  for (Mask i = ex; i; i &= i - 1) {
    const int x = std::countr_zero(i);
    for (Mask j = i & (i - 1); j; j &= j - 1) {
      const int y = std::countr_zero(j);
      if (b.rank(x) + b.rank(y) != target || b.column(x) == b.column(y)) continue;
      const Mask pair = bit(x) | bit(y);
      out.emplace_back(static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y));
      if (search(b, cards & ~pair, gone & ~pair, out, failed)) return true;
      out.pop_back();
    }
  }
  failed.push_back(cards);
  return false;
}

}  // namespace

bool pairs_taking(const Board& b, Mask cards, Mask gone, PairLog& out) {
  if (gone & ~cards) return false;
  std::vector<Mask> failed;
  const std::size_t size = out.size();
  if (search(b, cards, gone, out, failed)) return true;
  out.resize(size);
  return false;
}

}  // namespace reckon::fourteen
