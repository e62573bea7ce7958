#pragma once
// Rule "class-cycle": a dead end that one rank class shows on its own.
//
// Relax the game: keep the cards of one class (a rank and its partner rank)
// and let every other card vanish the moment it is uncovered. Whatever
// wins the real game wins the relaxed one (drop the other classes' moves
// from the line: each remaining move is still legal, since a card's being
// covered only depends on cards above it, and those of other classes are
// gone even sooner). So if the relaxed game of some class is lost, so is the
// position. The relaxed game is tiny (at most eight cards; a position is
// the subset of them left), so it is solved exactly, by depth-first search
// with a 256-entry memo per class for the whole deal.
//
// Equivalently: no perfect matching of the class's remaining cards avoids
// pairing two cards of one column while leaving the "must go before"
// relation among its pairs (a card above another takes its pair first)
// without a cycle. Examples: the last two 7s in one column; a K above the
// last A in one column; crossed pairs, 5 above 9 in one column and 5 above
// 9 in another, with no other 5s and 9s left.
#include <array>
#include <bit>
#include <cstdint>

#include "core/games/fourteen/board.h"

namespace reckon::fourteen {

class ClassAnalysis {
 public:
  explicit ClassAnalysis(const Board& board) : board_(board) {}
  // For the board's current deal (call after Board::reset).
  void reset();

  // Can class k's relaxed game be won from position `cards`?
  bool playable(int k, Mask cards) {
    return playable_subset(k, board_.class_table(k).subset(cards));
  }
  // ... from the class cards `left` (a set of class indices, board.h)?
  // (The memo is read here, inline: nearly every call finds its answer.)
  bool playable_subset(int k, unsigned left) {
    const std::uint8_t e = memo_[k].entry[left];
    return e >> 1 == stamp_ ? e & 1 : solve(k, left);
  }

  // True when a class among `classes` (bit k = class k) is lost on its own.
  bool dead(Mask cards, unsigned classes) {
    for (unsigned m = classes; m; m &= m - 1)
      if (!playable(std::countr_zero(m), cards)) return true;
    return false;
  }
  // The same from the class sets' cards left (board.h, ClassSets::left).
  bool dead_left(std::uint64_t left, unsigned classes) {
    for (unsigned m = classes; m; m &= m - 1) {
      const int k = std::countr_zero(m);
      if (!playable_subset(k, class_byte(left, k))) return true;
    }
    return false;
  }
  unsigned all_classes() const { return all_; }

 private:
  struct Memo {
    // stamp << 1 | won: an entry is valid when its stamp is the deal's
    // (stamps are 1..127; the empty set is stored as won).
    std::array<std::uint8_t, 256> entry{};
  };
  bool solve(int k, unsigned s);

  const Board& board_;
  unsigned all_ = 0;
  std::uint8_t stamp_ = 0;
  std::array<Memo, kMaxClasses + 1> memo_{};
};

}  // namespace reckon::fourteen
