#pragma once
// Fourteen Out as a search problem (solver/search_game.h).
//
// A node is a position closed under rule "safe-pair" (dominance.h); a child
// is one move followed by every safe pair it makes available. expand()
// hands out each child unfinished, as its move alone; complete() takes its
// safe pairs when the search comes to it (solver/search_game.h), and fails
// a child that a dead-end rule condemns (dead_end.h) or that has not a
// single move left (lost by the rules of the game). Most positions are won
// by their first child, so most children are never finished. With rule
// "focus" (focus.h), only the moves of a stubborn set of cards are
// finished once the first child has failed.
// When a position has a single move, its child's children are offered in
// its place (the two stand or fall together), so a node is a real choice.
// Children come best first by a static score; the order never affects the
// verdict.
//
// One Game serves many deals (reset), so that a solver allocates nothing per
// deal or per node once warm.
#include <array>
#include <cstdint>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/dead_end.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/dominance.h"
#include "core/games/fourteen/key.h"
#include "core/games/fourteen/move.h"
#include "core/games/fourteen/rules.h"
#include "core/games/fourteen/state.h"

namespace reckon::fourteen {

class Game {
 public:
  using State = fourteen::State;
  using Key = fourteen::Key;
  // No constructive shortcut: a position is won when its cards are gone.
  struct Finish {
    friend bool operator==(const Finish&, const Finish&) = default;
  };

  explicit Game(const Pruning& pruning = {});
  explicit Game(const Deal& deal, const Pruning& pruning = {}) : Game(pruning) { reset(deal); }
  Game(const Game&) = delete;  // the tables point into the object
  Game& operator=(const Game&) = delete;

  // A new deal (validated by the caller); forgets the rule counts.
  void reset(const Deal& deal);
  // Rule "symmetry" in the keys made from now on (on, the default: the
  // canonical key; off: the raw number of the actual heights). Every key is
  // the raw number of some position equivalent to its state's, so one table
  // may hold keys made either way: equal keys still mean positions that are
  // won or lost together. The solver leaves it off in its short runs, where
  // most deals end (strategies/fourteen_solver.cc).
  void set_symmetric_keys(bool on);

  // The deal's start, closed (its safe pairs taken: opening() lists them).
  State initial() { return start(board_.all()); }
  // Any position of the deal as a search root: closed like a child, and
  // checked for dead ends when expanded.
  State start(Mask cards);
  // The moves from the deal's start to the last root (for the line).
  const MoveList& opening() const { return opening_; }
  bool is_won(const State& s) const { return s.cards == 0; }
  Key key(const State& s) const { return Key{s.key}; }
  void expand(const State& s, std::vector<State>& kids);
  // Finishes a child expand() made: its safe pairs and its key. False if
  // the child is dead (see above).
  bool complete(State& s);
  bool finish(const State&, Finish&) const { return false; }

  // All the moves of a line of states the search found, root first
  // (without opening()): each step rebuilt from its child's own move and
  // then segment.h's search over the rest of its cards (or over all of
  // them, if the move does not fit). Empty if some step can not be made by
  // pairs at all.
  MoveList moves_of(const std::vector<State>& line) const;

  const Deal& deal() const { return deal_; }
  const Board& board() const { return board_; }
  const KeyMaker& keys() const { return keys_; }
  const Pruning& pruning() const { return pruning_; }
  const RuleCounts& rule_counts() const { return counts_; }
  // A state for a set of remaining cards, as it stands, and their class
  // sets (Board::class_sets).
  State make(Mask cards, const ClassSets& sets) const {
    const std::uint32_t raw = keys_.raw(cards);
    return State{cards, sets, key_of(cards, raw), raw, 0};
  }
  // The move that takes the cards with ids x and y.
  Move move(int x, int y) const;

 private:
  std::uint32_t key_of(Mask cards, std::uint32_t raw) const {
    return symmetric_keys_ ? keys_.canonical(cards, raw).index : raw;
  }
  // A move: the ids of its two cards and their class.
  struct Pair {
    std::uint8_t x, y, k;
  };
  static constexpr int kMaxMoves = kMaxColumns * kMaxColumns / 2;
  // The moves of position `cards`; returns how many.
  int list_moves(Mask cards, Pair* moves) const;
  // The moves of s into moves_, s becoming their parent; see expand.
  void children(const State& s);
  // Move m of parent_ as an unfinished child (see complete()).
  State child(const Pair& m, std::uint8_t focus) const;
  Mask focused(Mask cards);
  // Rule "focus" is worked out only where there are more moves than this:
  // with a few, the children it might spare cost less than the rule itself.
  // 3 gave the fewest positions of the values measured, at the same time as
  // the others (doc/fourteen.md).
  static constexpr int kFocusAbove = 3;
  // Safe pairs after a change, then the dead-end test. dirty: classes whose
  // safe pairs may have changed; changed: classes whose cards changed.
  bool close(Mask& cards, ClassSets& sets, unsigned dirty, unsigned changed, PairLog* log);

  Deal deal_;
  Pruning pruning_;
  Board board_;
  KeyMaker keys_;
  ClassAnalysis classes_;
  SafePairCache safe_pairs_;
  RuleCounts counts_;
  bool counting_ = true;
  bool symmetric_keys_ = true;
  Mask root_ = ~Mask{0};  // the last root start() made
  bool root_dead_ = false;
  MoveList opening_;
  // The position expand() is listing, and its moves.
  State parent_;
  std::array<Pair, kMaxMoves> moves_;
  int move_count_ = 0;
  // expand()'s moves by the depth sum of their cards, as bit sets of move
  // indices (all zero between calls). A position has at most 32 moves (one
  // exposed card a column, at most 16 columns, and a class's exposed cards,
  // at most four of each rank, make at most 4 x 4 moves for 8 cards), and
  // sums stay under 64 (a layout with moves has two columns or more, so no
  // column is deeper than 32).
  std::array<std::uint64_t, 64> by_sum_{};
  // Rule "focus" of the positions whose later children were finished last
  // (direct-mapped; entries of earlier deals have another stamp, and so for
  // closure_memo_).
  struct FocusMemo {
    Mask cards = 0;
    Mask focused = 0;
    std::uint32_t stamp = 0;
  };
  std::array<FocusMemo, 256> focus_memo_{};
  // What complete() made of the cards a move left (see there).
  struct ClosureMemo {
    Mask before = 0;
    Mask after = 0;
    std::uint32_t key = 0;
    std::uint32_t raw = 0;
    std::uint32_t stamp = 0;
    bool alive = false;
    bool symmetric = false;  // key made with symmetric_keys_ on
  };
  static constexpr int kClosureMemoBits = 11;
  std::array<ClosureMemo, std::size_t{1} << kClosureMemoBits> closure_memo_{};
  std::uint32_t stamp_ = 0;
};

}  // namespace reckon::fourteen
