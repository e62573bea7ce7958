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
//
// Rechenkünstler Experte: a node is the start of a player's turn. A child is
// the whole turn: the free moves from the player's own piles that the
// placement needs (the others can wait for the same turn's end), the
// placement, then any set of free moves from the player's own piles (they
// can not wait: the partner's turn comes first and may want the foundation
// they feed, or feed it first). Once both stocks are empty, anyone may pass,
// so every order of free moves is playable and the endgame is Calculation's.
#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>

#include <array>
#include <climits>
#include <cstdint>
#include <optional>
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

  // plan_style: see plan.h (the planner player keeps to the plans it was
  // defined and measured with).
  Game(const Deal& deal, const Variant& variant, const Pruning& pruning = {}, PlanStyle plan_style = {});

  State initial() const { return initial_state(variant_); }
  bool is_won(const State& s) const {
    return s.found[0] == kFoundationSize && s.found[1] == kFoundationSize && s.found[2] == kFoundationSize &&
           s.found[3] == kFoundationSize;
  }
  Key key(const State& s) const { return make_key(s, variant_, ranks_.data()); }
  // ranked: the caller tries only the first `ranked` children
  // (solver/search_game.h); the others are planned only as far as it takes
  // to see that they come after those (see score()).
  void expand(const State& s, std::vector<State>& kids, std::size_t ranked = SIZE_MAX);
  bool finish(const State& s, MoveList& moves);
  // How hard winning from s looks (lower is better): the cost of its plan,
  // for a beam search (solver/beam_search.h).
  int estimate(const State& s);

  // The primitive moves that lead from parent to child (a step of a line
  // the search found). Empty if child is not a child of parent.
  MoveList explain(const State& parent, const State& child);
  // All the moves of a line of states (root first) and its finish, in order.
  MoveList moves_of(const std::vector<State>& line, const MoveList& finish = {});

  const Deal& deal() const { return deal_; }
  const Variant& variant() const { return variant_; }
  const RuleCounts& rule_counts() const { return counts_; }
  // The lowest plan cost (PlanReport::cost) of the positions this game has
  // planned for the search's order so far; INT_MAX before the first. How
  // near the search has come to a playable plan (CalculationSolver uses it
  // to give a deal to rule sat early).
  int lowest_plan_cost() const { return lowest_plan_cost_; }
  void set_small_reach(std::size_t n) { small_reach_ = n; }
  Rank rank_of(int stock_index) const { return ranks_[stock_index]; }
  int stock_size() const { return n_; }

 private:
  // A position reached from a fixed start by free moves only; parent links
  // rebuild the moves for explain().
  struct Reached {
    State state;
    int parent;
    std::int8_t pile, foundation;
  };
  using Frontier = std::vector<Reached>;
  struct Candidate {
    State state;
    int score;
    Key key;
  };
  // A placement of the turned card.
  struct Placement {
    bool home;   // onto foundation `target`, else onto pile `target`
    int target;
  };

  // For each stock card on a pile: the foundations (bit k) it may move to.
  using Relevance = std::array<std::uint8_t, kMaxStock>;
  // All positions reachable from s by free moves from piles of `owner`
  // (-1: any pile), only by the moves `rel` allows (nullptr: all). False
  // (and a partial frontier) when there are more than `limit`.
  bool reach(const State& s, int owner, const Relevance* rel, Frontier& out, std::size_t limit = SIZE_MAX) const;
  // Up to this many positions, free moves are searched all at once;
  // beyond, per placement (the same children; tests lower it to 0).
  std::size_t small_reach_ = 128;
  // The free moves that can be needed, directly or through others, for
  // the placement pl at s (see game.cc).
  void relevance(const State& s, const Placement& pl, Relevance& rel) const;
  static int find(const Frontier& f, const State& t);
  bool needless_free_move(const State& s, const Frontier& pre, int index, const Placement& pl) const;
  void placements(const State& t, std::vector<Placement>& out) const;
  // Placements that may become possible at s after free moves.
  void candidate_placements(const State& s, std::vector<Placement>& out) const;
  State place(const State& t, const Placement& pl) const;
  Move placement_move(const Placement& pl, int card) const;
  // Rule "forced" on pile tops; in Experte only the piles of `owner` (-1: all).
  void play_forced(State& s, int owner, MoveList* log) const;
  void expand_stock(const State& s);
  void expand_endgame(const State& s);
  void offer(State child);
  int score(const State& child, const Key& key);
  // Notes an exact child cost among the lowest `ranked_`; returns it.
  int ranked_cost(int cost);
  // Whether the plan from s (its report, its moves when playable, its
  // schedule) wins, and by which rule ("plan" or "playout"; Rule::kCount:
  // it does not). `moves` then holds the winning line (see game.cc).
  Rule plan_wins(const State& s, const PlanReport& report, const PlanSchedule& schedule, MoveList& moves) const;
  // Plays the schedule out turn by turn; true (and the line) if that wins.
  bool play_out(const State& s, const PlanSchedule& schedule, MoveList& moves) const;
  bool looks_for_wins() const;  // rule plan or playout

  void emit(std::vector<State>& kids);
  bool single_foundation_needs(const State& s, Rank r) const;
  // Whose piles may move at the start of the turn that begins at s.
  int turn_owner(const State& s) const;
  static MoveList path_moves(const Frontier& f, int index, const Deal& deal);

  Deal deal_;
  Variant variant_;
  Pruning pruning_;
  int n_;
  std::vector<Rank> ranks_;
  DeadEndTest dead_end_;
  Planner planner_;
  RuleCounts counts_;
  Frontier pre_, post_;
  std::vector<Placement> placements_;
  std::vector<Candidate> candidates_;
  // The plan costs of positions planned before in this deal, by key (see
  // score()); cleared when it reaches kPlanCacheSize entries.
  struct KeyHash {
    std::size_t operator()(const Key& k) const { return absl::Hash<decltype(k.words)>{}(k.words); }
  };
  static constexpr std::size_t kPlanCacheSize = std::size_t{1} << 18;
  absl::flat_hash_map<Key, int, KeyHash> plan_costs_;
  int lowest_plan_cost_ = INT_MAX;
  bool expanded_ = false;      // finish() plans from scratch only before the first expand
  std::size_t ranked_ = SIZE_MAX;  // this expand's `ranked`
  std::vector<int> ranked_costs_;  // the lowest exact costs of its children so far, at most ranked_, ascending
  bool has_playable_ = false;  // the last expand found a child with a playable plan:
  State playable_;             //   that child
  MoveList playable_moves_;    //   and its plan's moves
  // play_out()'s line as it grows (most play-outs fail: kept to spare the
  // allocations).
  mutable MoveList play_out_line_;
};

}  // namespace reckon::calculation
