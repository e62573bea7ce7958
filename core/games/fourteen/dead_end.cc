#include "core/games/fourteen/dead_end.h"

namespace reckon::fourteen {

void ClassAnalysis::reset() {
  all_ = 0;
  for (int k = 1; k <= board_.layout().classes(); ++k) all_ |= 1u << k;
  // A new stamp forgets every memo entry; on wrap-around clear for real.
  if (++stamp_ == 128) {
    for (auto& m : memo_) m.entry.fill(0);
    stamp_ = 1;
  }
  // The empty set is won: stored, so that the last pair of a line is a memo hit.
  for (auto& m : memo_) m.entry[0] = static_cast<std::uint8_t>(stamp_ << 1 | 1);
}

// Called on a memo miss (playable_subset), so s is not the empty set.
bool ClassAnalysis::solve(int k, unsigned s) {
  Memo& memo = memo_[k];
  const ClassTable& t = board_.class_table(k);
  // The cards left with a card left above them.
  const unsigned covered = t.covered(s);
  // No two cards left in one column: nothing waits for anything, so any
  // pairing of the cards left wins (they leave in pairs, so a rank's cards
  // left match its partner rank's in number).
  if (covered == 0) {
    memo.entry[s] = static_cast<std::uint8_t>(stamp_ << 1 | 1);
    return true;
  }
  bool won = false;
  const unsigned exposed = s & ~covered;
  for (unsigned m = exposed; m && !won; m &= m - 1) {
    const int i = std::countr_zero(m);
    // Each pair once: j after i.
    for (unsigned js = t.partners[i] & exposed & ~((2u << i) - 1); js && !won; js &= js - 1)
      won = playable_subset(k, s & ~(1u << i) & ~(1u << std::countr_zero(js)));
  }
  memo.entry[s] = static_cast<std::uint8_t>(stamp_ << 1 | won);
  return won;
}

}  // namespace reckon::fourteen
