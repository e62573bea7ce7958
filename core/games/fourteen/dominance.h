#pragma once
// Rule "safe-pair": an exposed pair that some winning line takes anyway, if
// there is one, can be taken at once. The proof is an exchange argument.
//
// Let x (rank r) and y (rank s = target - r) be exposed, and W a winning line
// from here that pairs x with y1 at step t1 and y with x1 at step t2
// (y1 != y; if W pairs x with y there is nothing to show). Two facts drive
// everything: a move never covers a card, so an exposed card stays exposed
// until it leaves; and taking cards away earlier never makes a later move
// illegal (whether a card is exposed depends only on which cards above it
// are gone). W' begins with (x, y) and then follows W, with x1 and y1
// paired with each other instead:
//
//   t1 < t2, x1 exposed now:  (x1, y1) at step t1, nothing at t2. x1 is
//        still exposed at t1, y1 is exposed at t1 as in W, and they lie in
//        different columns (both are exposed).
//   t1 < t2, y1 at depth 0:   nothing at t1, (x1, y1) at step t2. Keeping
//        y1 longer blocks nothing (no card lies beneath it); at t2 both are
//        exposed, and not in one column (x1 above y1 would make t2 < t1).
//   t2 < t1: the same with the roles of x, x1 and y, y1 exchanged
//        (y1 exposed now, or x1 at depth 0).
//
// Some orders are impossible whatever W is: t1 < t2 when y1 lies beneath y
// (y leaves first) or beneath x1; t2 < t1 when x1 lies beneath x or beneath
// y1. And y's partner x1 is never in y's column, x's partner y1 never in x's.
// So (x, y) is safe when every pair (x1, y1) of other cards of the two ranks
// (x1 not in y's column, y1 not in x's, x1 != y1) satisfies
//   C1: x1 exposed, or y1 at depth 0, or y1 beneath y, or y1 beneath x1; and
//   C2: y1 exposed, or x1 at depth 0, or x1 beneath x, or x1 beneath y1.
// Special cases: the last pair of a class; every card of the class exposed.
// The 7s (a rank paired with itself) are the same argument with one rank.

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/games/fourteen/board.h"

namespace reckon::fourteen {

using PairLog = std::vector<std::pair<std::uint8_t, std::uint8_t>>;  // card ids, in the order taken

// Is taking the exposed pair (x, y) now harmless? x, y: indices in the
// class table t; left: the class's cards still there; exposed: those of
// them that are exposed (sets of class indices, board.h).
bool safe_pair(const ClassTable& t, unsigned left, unsigned exposed, int x, int y);

// Whether a class has a safe pair depends only on which of its cards are
// left and which of those are exposed (16 bits), so the answer is cached per
// class for the deal (direct-mapped, stamped per deal).
class SafePairCache {
 public:
  void reset() {
    if (++stamp_ == 0) {
      for (auto& c : entries_) c.fill(Entry{});
      stamp_ = 1;
    }
  }
  // The safe pair (x << 4 | y, class indices) of class k, or kNone.
  static constexpr std::uint8_t kNone = 0xff;
  // (The cache is read here, inline: nearly every call finds its answer.)
  std::uint8_t find(const ClassTable& t, int k, unsigned left, unsigned exposed) {
    const auto key = static_cast<std::uint16_t>(left | exposed << 8);
    Entry& e = entries_[k][slot(key)];
    if (e.stamp == stamp_ && e.key == key) return e.pair;
    e = {key, stamp_, work_out(t, left, exposed)};
    return e.pair;
  }

 private:
  static unsigned slot(std::uint16_t key) { return (key * 0x9E37u >> 6) & 1023; }
  static std::uint8_t work_out(const ClassTable& t, unsigned left, unsigned exposed);

  struct Entry {
    std::uint16_t key = 0;
    std::uint8_t stamp = 0;
    std::uint8_t pair = 0;
  };
  std::uint8_t stamp_ = 0;
  std::array<std::array<Entry, 1024>, kMaxClasses + 1> entries_{};
};

// Takes safe pairs until none is left. Only the classes in `dirty` (bit k =
// class k) are looked at first: whether a pair is safe depends only on which
// cards of its class are left and which of them are exposed, so after a
// move only its own class and those of the cards it uncovered can have
// changed. Returns the classes of the pairs taken, 0 if none; appends the
// pairs to log if given.
unsigned take_safe_pairs(const Board& b, SafePairCache& cache, Mask& cards, unsigned dirty,
                         PairLog* log);
// The same, with the position's class sets (board.h), kept up to date.
unsigned take_safe_pairs(const Board& b, SafePairCache& cache, Mask& cards, ClassSets& sets,
                         unsigned dirty, PairLog* log);

}  // namespace reckon::fourteen
