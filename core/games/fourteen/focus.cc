#include "core/games/fourteen/focus.h"

#include <array>
#include <bit>

namespace reckon::fourteen {

Mask focus(const Board& b, Mask cards) {
  const Mask exposed = b.exposed(cards);
  const Mask covered = cards & ~exposed;
  // The columns whose exposed card has each rank: exposed cards lie in
  // different columns, so any two whose ranks pair make a move.
  std::array<unsigned, kRanks + 2> shown_columns{};
  for (Mask m = exposed; m; m &= m - 1) {
    const int id = std::countr_zero(m);
    shown_columns[b.rank(id)] |= 1u << b.column(id);
  }
  // partners[c]: the columns whose exposed card pairs with column c's.
  std::array<unsigned, kMaxColumns> partners{};
  std::array<unsigned, kMaxColumns> dep{};
  std::array<int, kMaxColumns> top{};
  std::array<int, kMaxColumns> degree{};
  unsigned live = 0;
  unsigned needs = 0;  // the columns whose set grows past themselves (dep != 0)
  int total = 0;
  // The columns holding covered cards of each rank, worked out once per rank.
  std::array<unsigned, kRanks + 2> covered_columns;
  unsigned ranks_done = 0;
  for (Mask m = exposed; m; m &= m - 1) {
    const int id = std::countr_zero(m);
    const int c = b.column(id);
    top[c] = id;
    live |= 1u << c;
    const Rank p = b.partner(b.rank(id));
    partners[c] = shown_columns[p] & ~(1u << c);
    if (!((ranks_done >> p) & 1)) {
      covered_columns[p] = b.columns_of(covered & b.rank_mask(p));
      ranks_done |= 1u << p;
    }
    dep[c] = covered_columns[p] & ~(1u << c);
    needs |= static_cast<unsigned>(dep[c] != 0) << c;
    degree[c] = count_columns(partners[c]);
    total += degree[c];
  }
  total /= 2;
  // Grow the set from each start, giving up as soon as it touches as many
  // moves as the best set so far (the count only grows with the set) or
  // reaches a column whose own set was already given up on (it contains
  // that set). Starts whose partners are all exposed go first: their set is
  // themselves.
  int best = total;
  unsigned best_set = live, given_up = 0;
  for (unsigned s = live & ~needs; s; s &= s - 1) {
    const int start = std::countr_zero(s);
    if (degree[start] < best) {
      best = degree[start];
      best_set = 1u << start;
      if (best == 0) return 0;
    } else {
      given_up |= 1u << start;
    }
  }
  for (unsigned s = live & needs; s; s &= s - 1) {
    const int start = std::countr_zero(s);
    unsigned set = 1u << start, todo = dep[start];
    int moves = degree[start];
    while (todo && moves < best && !(todo & given_up)) {
      const int c = std::countr_zero(todo);
      todo &= todo - 1;
      moves += degree[c] - count_columns(partners[c] & set);
      set |= 1u << c;
      todo |= dep[c] & ~set;
    }
    if (moves < best && !(todo & given_up)) {
      best = moves;
      best_set = set;
      if (best == 0) return 0;
    } else {
      given_up |= 1u << start;
    }
  }
  if (best >= total) return ~Mask{0};  // no reduction
  Mask out = 0;
  for (unsigned a = best_set; a; a &= a - 1) out |= bit(top[std::countr_zero(a)]);
  return out;
}

}  // namespace reckon::fourteen
