#pragma once
// Calculation and Rechenkünstler as a search problem (solver/search_game.h).
//
// A node is a position just before the next stock card is turned, or, once
// the stock is empty, any endgame position. A child is the next card's
// placement together with the free moves that placement needs:
//
// Lazy free moves (rule "lazy-free-moves"): a free move can always be
// postponed while nothing covers its card and nothing else feeds its
// foundation, and a postponed move is still there to make at the next node.
// So a child whose free moves include one the placement does not depend on
// is reachable, by that free move, from the child without it; only children
// whose every free move is needed are kept. Once the stock is empty, a child
// is a single free move.
#include <cstdint>
#include <vector>

#include "core/games/calculation/dead_end.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/key.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/plan.h"
#include "core/games/calculation/pruning.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

class Game {
 public:
  using State = calculation::State;
  using Key = calculation::Key;
  using Finish = MoveList;  // the moves of a playable plan (plan.h)

  Game(const Deal& deal, const Variant& variant, const Pruning& pruning = {});

  State initial() const { return initial_state(variant_); }
  bool is_won(const State& s) const {
    return s.found[0] == kFoundationSize && s.found[1] == kFoundationSize && s.found[2] == kFoundationSize &&
           s.found[3] == kFoundationSize;
  }
  Key key(const State& s) const { return make_key(s, variant_, ranks_.data()); }
  void expand(const State& s, std::vector<State>& kids);
  bool finish(const State& s, MoveList& moves);

  // The primitive moves that lead from parent to child (a step of a line
  // the search found). Empty if child is not a child of parent.
  MoveList explain(const State& parent, const State& child);
  // All the moves of a line of states (root first) and its finish, in order.
  MoveList moves_of(const std::vector<State>& line, const MoveList& finish = {});

  const Deal& deal() const { return deal_; }
  const Variant& variant() const { return variant_; }
  const RuleCounts& rule_counts() const { return counts_; }
  Rank rank_of(int stock_index) const { return ranks_[stock_index]; }
  int stock_size() const { return n_; }

 private:
  // A position reached from the node by free moves only; parent links
  // rebuild the moves for explain().
  struct Reached {
    State state;
    int parent;
    std::int8_t pile, foundation;
  };
  struct Candidate {
    State state;
    int score;
    Key key;
  };

  void reach_by_free_moves(const State& s);
  int find_reached(const State& t) const;
  bool needless_free_move(const State& s, int reached, bool to_foundation, int target) const;
  void play_forced(State& s, MoveList* log) const;
  void expand_stock(const State& s);
  void expand_endgame(const State& s);
  void offer(State child);
  int score(const State& child);
  void emit(std::vector<State>& kids);
  bool single_foundation_needs(const State& s, Rank r) const;

  Deal deal_;
  Variant variant_;
  Pruning pruning_;
  int n_;
  std::vector<Rank> ranks_;
  DeadEndTest dead_end_;
  Planner planner_;
  bool expanded_ = false;      // finish() plans from scratch only before the first expand
  bool has_playable_ = false;  // the last expand found a child with a playable plan:
  State playable_;             //   that child
  MoveList playable_moves_;    //   and its plan's moves
  RuleCounts counts_;
  std::vector<Reached> reached_;
  std::vector<Candidate> candidates_;
};

}  // namespace reckon::calculation
