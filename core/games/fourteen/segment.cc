#include "core/games/fourteen/segment.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace reckon::fourteen {
namespace {

// Depth first; `failed` remembers positions from which the rest of `gone`
// can not be taken, so no position is searched twice.
//
// Branching: if some exposed card x has all its possible partners left in
// `gone` exposed too, only x's pairs are tried. That loses nothing: every
// way to take `gone` pairs x with one of them, say y, and the first move
// that touches x or y is (x, y) itself, which can be made first (both are
// exposed now, and taking cards earlier never makes a later move illegal).
// A card with a single partner is such a pair with no choice at all: it is
// taken at once, in a loop rather than by a call. An exposed card without
// any partner is a dead end. Steps are a handful of pairs, but the last one
// of a line can take forty cards at once (a move that sets off a run of safe
// pairs), where trying every pair in turn would search long; most of such a
// run goes by the loop.
bool search(const Board& b, Mask cards, Mask gone, PairLog& out, std::vector<Mask>& failed) {
  if (gone == 0) return true;
  if (std::find(failed.begin(), failed.end(), cards) != failed.end()) return false;
  const Mask start = cards;
  const std::size_t size = out.size();
  const auto fail = [&] {
    out.resize(size);
    failed.push_back(start);
    return false;
  };
  const auto partners = [&](int x) {
    return gone & b.rank_mask(b.partner(b.rank(x))) & ~b.column_mask(b.column(x)) & ~bit(x);
  };
  int best = -1;  // a card whose partners are all exposed
  Mask ex = 0;
  for (;;) {
    if (gone == 0) return true;
    ex = b.exposed(cards) & gone;
    best = -1;
    int forced = -1;  // ... and it has only one
    for (Mask m = ex; m; m &= m - 1) {
      const int x = std::countr_zero(m);
      const Mask p = partners(x);
      if (p == 0) return fail();
      if (!(p & ~ex)) {
        best = x;
        if ((p & (p - 1)) == 0) {
          forced = x;
          break;
        }
      }
    }
    if (forced < 0) break;
    const int y = std::countr_zero(partners(forced));
    const Mask pair = bit(forced) | bit(y);
    out.emplace_back(static_cast<std::uint8_t>(forced), static_cast<std::uint8_t>(y));
    cards &= ~pair;
    gone &= ~pair;
  }
  const Mask branch = best >= 0 ? bit(best) : ex;  // the cards whose pairs are tried
  for (Mask i = branch; i; i &= i - 1) {
    const int x = std::countr_zero(i);
    // Each pair once when branching on every exposed card (y after x).
    const Mask ys = partners(x) & ex & (best >= 0 ? ~Mask{0} : ~((bit(x) << 1) - 1));
    for (Mask j = ys; j; j &= j - 1) {
      const int y = std::countr_zero(j);
      const Mask pair = bit(x) | bit(y);
      out.emplace_back(static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y));
      if (search(b, cards & ~pair, gone & ~pair, out, failed)) return true;
      out.pop_back();
    }
  }
  return fail();
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
