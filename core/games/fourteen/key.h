#pragma once
// The canonical key of a position (state.h): the column heights as a
// mixed-radix number, with interchangeable columns put in a canonical order.
//
// Two columns hold the same cards (ranks only) exactly when both are no
// taller than their common prefix in the deal (lcp: how many first-dealt
// cards they share rank for rank). Only columns with the same first rank can
// ever match, at most `copies` of them, so they form small groups. A height
// vector's equivalents are its images under the permutations pi of a group
// with h_c <= lcp(c, pi(c)) for every column c (the prefixes agree); the
// canonical one is the lexicographically largest image (columns in index
// order). Empty columns are all alike and need no permutation.
#include <array>
#include <cstdint>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/state.h"

namespace reckon::fourteen {

// One KeyMaker a thread: canonical() keeps a memo.
class KeyMaker {
 public:
  // symmetry: false gives the plain height number (no interchangeable columns).
  KeyMaker(const Board& board, bool symmetry) : board_(board), symmetry_(symmetry) {}
  // For the board's current deal (call after Board::reset). groups: false
  // leaves the symmetry groups out until add_groups() (the key is then the
  // raw number), for a caller that often needs none.
  void reset(const Deal& deal, bool groups = true);
  // The symmetry groups of the deal reset() was given, if not made yet.
  void add_groups(const Deal& deal);

  Key key(Mask cards) const { return canonical(cards, raw(cards)); }
  // The key from the raw number of the same cards (cheaper: see State::raw).
  // Groups of two, the common kind, are worked out here, inline: nearly
  // always a card past their shared prefix is left and nothing moves.
  Key canonical(Mask cards, std::uint32_t raw) const {
    std::uint32_t index = raw;
    for (int i = 0; i < pair_count_; ++i) {
      const Pair& p = pairs_[i];
      if (cards & p.fixed) continue;
      // Swap when the second is taller (both fit the shared prefix;
      // unsigned arithmetic wraps correctly).
      const int h0 = board_.height(cards, p.first), h1 = board_.height(cards, p.second);
      if (h1 > h0) index += static_cast<std::uint32_t>(h1 - h0) * p.step;
    }
    return Key{group_count_ ? larger_groups(cards, index) : index};
  }
  // The mixed-radix number of the actual heights (no symmetry).
  std::uint32_t raw(Mask cards) const;
  // M_c: what a card of column c adds to the raw number.
  std::uint32_t radix(int c) const { return radix_[c]; }
  // The heights a key stands for (canonical order), for tests and reports.
  std::vector<int> heights(Key key) const;

 private:
  // Groups of three or four columns, on top of index.
  std::uint32_t larger_groups(Mask cards, std::uint32_t index) const;
  // A group of two columns.
  struct Pair {
    Mask fixed = 0;  // the cards of either past their shared prefix
    int first = 0, second = 0;
    std::uint32_t step = 0;  // M_first - M_second: moving a card's height from second to first
  };
  struct Group {
    int size = 0;
    std::array<int, 4> columns{};  // ascending
    std::array<std::array<std::uint8_t, 4>, 4>
        lcp{};  // lcp[i][j] between columns[i] and columns[j]
    // The cards of column i too deep for it to trade places with any other
    // column of the group: while one is there, column i stays where it is.
    std::array<Mask, 4> fixed{};
  };
  const Board& board_;
  bool symmetry_;
  Layout layout_{};  // the layout the radix tables below are for
  bool ready_ = false;
  bool groups_ready_ = false;  // groups_ is the current deal's (reset() or add_groups())
  std::array<std::uint32_t, kMaxColumns> radix_{};  // M_c
  // Sum of M_c over the columns of a 6-bit slice of a row (two slices cover
  // 12 columns, three 16).
  std::array<std::array<std::uint32_t, 64>, 3> slice_{};
  std::array<Pair, kMaxColumns / 2> pairs_{};
  int pair_count_ = 0;
  std::array<Group, kMaxColumns / 3> groups_{};  // three or four columns
  int group_count_ = 0;
  // What larger_groups() added to the index for a group's heights, the
  // search meeting the same heights again and again (direct-mapped; an
  // entry of an earlier deal has another stamp). A cache: the key is the
  // same with or without it.
  struct GroupMemo {
    std::uint32_t code = 0;  // the group and its heights, 6 bits each
    std::uint32_t stamp = 0;
    std::uint32_t delta = 0;
  };
  mutable std::array<GroupMemo, 512> memo_{};
  std::uint32_t stamp_ = 0;
};

}  // namespace reckon::fourteen
