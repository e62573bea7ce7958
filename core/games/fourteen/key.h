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

class KeyMaker {
 public:
  // symmetry: false gives the plain height number (no interchangeable columns).
  KeyMaker(const Board& board, bool symmetry) : board_(board), symmetry_(symmetry) {}
  // For the board's current deal (call after Board::reset).
  void reset(const Deal& deal);

  Key key(Mask cards) const { return canonical(cards, raw(cards)); }
  // The key from the raw number of the same cards (cheaper: see State::raw).
  Key canonical(Mask cards, std::uint32_t raw) const;
  // The mixed-radix number of the actual heights (no symmetry).
  std::uint32_t raw(Mask cards) const;
  // M_c: what a card of column c adds to the raw number.
  std::uint32_t radix(int c) const { return radix_[c]; }
  // The heights a key stands for (canonical order), for tests and reports.
  std::vector<int> heights(Key key) const;

 private:
  struct Group {
    int size = 0;
    std::array<int, 4> columns{};  // ascending
    std::array<std::array<std::uint8_t, 4>, 4>
        lcp{};  // lcp[i][j] between columns[i] and columns[j]
    // The cards of column i too deep for it to trade places with any other
    // column of the group: while one is there, column i stays where it is.
    std::array<Mask, 4> fixed{};
    Mask any_fixed = 0;  // their union: a group of two can change nothing while one is there
  };
  const Board& board_;
  bool symmetry_;
  Layout layout_{};  // the layout the radix tables below are for
  bool ready_ = false;
  std::array<std::uint32_t, kMaxColumns> radix_{};  // M_c
  // Sum of M_c over the columns of a 6-bit slice of a row (two slices cover
  // 12 columns, three 16).
  std::array<std::array<std::uint32_t, 64>, 3> slice_{};
  std::array<Group, kMaxColumns / 2> groups_{};
  int group_count_ = 0;
};

}  // namespace reckon::fourteen
