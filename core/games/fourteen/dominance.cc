#include "core/games/fourteen/dominance.h"

#include <bit>

namespace reckon::fourteen {

bool safe_pair(const ClassTable& t, unsigned left, unsigned exposed, int x, int y) {
  const unsigned both = (1u << x) | (1u << y);
  const unsigned side_x = t.self ? 0xffu : (t.low >> x) & 1 ? t.low : ~t.low & 0xffu;
  const unsigned side_y = t.self ? 0xffu : ~side_x & 0xffu;
  // The other cards that could be y's partner (x1) and x's partner (y1).
  const unsigned xs = left & side_x & ~both & ~t.column[y];
  const unsigned ys = left & side_y & ~both & ~t.column[x];
  if (!xs || !ys) return true;
  if (!(xs & ~exposed) && !(ys & ~exposed)) return true;
  for (unsigned i = xs; i; i &= i - 1) {
    const int x1 = std::countr_zero(i);
    const unsigned y1s = ys & ~(1u << x1);
    unsigned bad = 0;
    // C1 fails for y1 unless x1 is exposed, y1 at depth 0, beneath y or beneath x1.
    if (!((exposed >> x1) & 1)) bad |= y1s & ~t.bottom & ~t.column[y] & ~t.below[x1];
    // C2 fails for y1 unless y1 is exposed, x1 at depth 0, x1 beneath x or beneath y1.
    if (!((t.bottom >> x1) & 1) && !((t.column[x] >> x1) & 1)) bad |= y1s & ~exposed & ~t.above[x1];
    if (bad) return false;
  }
  return true;
}

std::uint8_t SafePairCache::work_out(const ClassTable& t, unsigned left, unsigned exposed) {
  std::uint8_t pair = kNone;
  const unsigned xs = exposed & t.low, ys = t.self ? exposed : exposed & ~t.low;
  for (unsigned i = ys ? xs : 0; i && pair == kNone; i &= i - 1) {
    const int x = std::countr_zero(i);
    // A rank paired with itself: each pair once (y after x).
    for (unsigned j = ys & t.partners[x] & (t.self ? ~((2u << x) - 1) : ~0u); j; j &= j - 1) {
      const int y = std::countr_zero(j);
      if (safe_pair(t, left, exposed, x, y)) {
        pair = static_cast<std::uint8_t>(x << 4 | y);
        break;
      }
    }
  }
  return pair;
}

unsigned take_safe_pairs(const Board& b, SafePairCache& cache, Mask& cards, ClassSets& sets,
                         unsigned dirty, PairLog* log) {
  unsigned taken = 0;
  // Only a class with a move can have a safe pair (a class that has no
  // move gets one only when a card of it is uncovered, which puts it back).
  dirty &= b.pairable_classes(sets.shown);
  while (dirty) {
    const int k = std::countr_zero(dirty);
    const ClassTable& t = b.class_table(k);
    const std::uint8_t pair = cache.find(t, k, class_byte(sets.left, k), class_byte(sets.shown, k));
    if (pair == SafePairCache::kNone) {
      dirty &= ~(1u << k);
      continue;
    }
    const int x = t.ids[pair >> 4], y = t.ids[pair & 15];
    cards &= ~(bit(x) | bit(y));
    b.take(x, y, sets);
    taken |= 1u << k;
    dirty = (dirty | b.uncovered_classes(x, y)) & b.pairable_classes(sets.shown);
    if (log) log->emplace_back(static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y));
  }
  return taken;
}

unsigned take_safe_pairs(const Board& b, SafePairCache& cache, Mask& cards, unsigned dirty,
                         PairLog* log) {
  ClassSets sets = b.class_sets(cards);
  return take_safe_pairs(b, cache, cards, sets, dirty, log);
}

}  // namespace reckon::fourteen
