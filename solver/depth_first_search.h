#pragma once
// The generic exhaustive search: depth-first over the children a game
// offers, best first, with a table of positions searched in vain.
//
// Wins are looked for first by limited discrepancy search: round b follows
// the game's order but allows deviations from it worth at most b in all
// (taking the i-th best child costs i), so the lines the move ordering
// likes best come first whatever the depth of the first mistake; within a
// round, deviations near the root come first (SearchOptions). A final
// round without a budget makes the search exhaustive. A subtree's verdict is
// won, lost (every child searched to the end), exhausted (a round's budget
// left children out) or unknown (a budget of nodes, time or memory ran out).
// Lost subtrees are stored as proofs, exhausted ones with the budget they
// had, so no round repeats work; a win is never stored, so the table can
// never hide one, and nothing on the current path is in the table.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "reckon/vocabulary.h"
#include "solver/limits.h"
#include "solver/search_game.h"
#include "solver/transposition_table.h"
#include "solver/verdict.h"

namespace reckon::solver {

struct SearchOptions {
  // Discrepancy budgets of the rounds before the exhaustive one; empty for a
  // plain depth-first search. No round 0: round 1 takes the line the game's
  // order likes best first too (after its dives, below), so a round 0 would
  // add little. Measured with deviations first on the runs below, a round 0
  // saves 3 % of Experte's and 2 % of W=4's nodes and costs Normal 3 %; with
  // child 0 first it only cost nodes.
  std::vector<int> rounds = {1, 2, 3, 4, 6, 8, 12, 16};
  // In a round, a node tries the children that spend budget (1, 2, ..., as
  // far as its budget reaches) before child 0, which keeps it. A deviation
  // near the root is then tried after a dive or two, not after every
  // deviation deeper down the first line (a dive ends at a game's finish,
  // which in Calculation is a plan that wins). The same children are
  // searched, in another order, so a round's verdict is the same; the
  // exhaustive round is not touched. It cut the nodes by 10 to 45 % on every
  // setting the rounds decide (doc/journal/2026-12.md, 2026-12-01).
  bool deviations_first = true;
};

struct SearchStats {
  std::uint64_t nodes = 0;       // states expanded
  std::uint64_t table_hits = 0;  // children the table answered
  std::uint64_t proven_lost = 0; // subtrees proven lost
  int max_depth = 0;
  int rounds = 0;  // rounds started (the exhaustive one included)
  // Adds another run's figures (a search made of several runs).
  SearchStats& operator+=(const SearchStats& run) {
    nodes += run.nodes;
    table_hits += run.table_hits;
    proven_lost += run.proven_lost;
    max_depth = std::max(max_depth, run.max_depth);
    rounds += run.rounds;
    return *this;
  }
};

template <class G>
struct SearchResult {
  Verdict verdict = Verdict::kUnknown;
  // Winnable: the states from the root to the last one searched, root first,
  // then the game's own finish from there (empty if that state is won).
  std::vector<typename G::State> line;
  typename G::Finish finish{};
  SearchStats stats;
  double seconds = 0;  // measured by runs with a time budget only (callers time their own work)
  StopReason stopped_by = StopReason::kNone;  // which budget, for kUnknown: nodes, time, stop
};

template <SearchGame G>
class DepthFirstSearch {
 public:
  using State = typename G::State;
  using Key = typename G::Key;
  using Table = TranspositionTable<Key>;

  DepthFirstSearch(G& game, Table& table, const Limits& limits, SearchOptions options = {})
      : game_(game), table_(table), limits_(limits), options_(std::move(options)) {}

  // Budgets for the runs to come. A caller may search in slices, run after
  // run with a growing node budget: the table keeps what the earlier runs
  // proved, so a new run only repeats the expansions along the path the last
  // one was cut off on.
  void set_limits(const Limits& limits) { limits_ = limits; }

  SearchResult<G> run(const State& root) {
    // The clock only when a time budget needs it: a small search takes a few
    // microseconds, maybe over several runs, and a clock read about 20 ns.
    const bool timed = limits_.max_seconds > 0;
    if (timed) start_ = Clock::now();
    stats_ = {};
    stopped_by_ = StopReason::kNone;
    line_.clear();
    finish_ = {};
    SearchResult<G> result;
    Outcome o = Outcome::kExhausted;
    for (std::size_t r = 0; r <= options_.rounds.size() && o == Outcome::kExhausted; ++r) {
      ++stats_.rounds;
      const int budget = r < options_.rounds.size() ? options_.rounds[r] : kUnbounded;
      o = game_.is_won(root) || game_.finish(root, finish_)
              ? Outcome::kWon
              : visit(root, game_.key(root), 0, budget);
    }
    result.verdict = o == Outcome::kWon ? Verdict::kWinnable
                     : o == Outcome::kLost ? Verdict::kUnwinnable
                                           : Verdict::kUnknown;
    if (o == Outcome::kWon) {
      result.line.push_back(root);
      result.line.insert(result.line.end(), line_.rbegin(), line_.rend());
      result.finish = std::move(finish_);
    }
    result.stats = stats_;
    if (timed) result.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    result.stopped_by = stopped_by_;
    return result;
  }

 private:
  using Clock = std::chrono::steady_clock;
  enum class Outcome { kWon, kLost, kExhausted, kUnknown };
  static constexpr int kUnbounded = -1;

  // s_key: game_.key(s), which the caller has made already.
  Outcome visit(const State& s, const Key& s_key, int depth, int budget) {
    if (out_of_budget()) return Outcome::kUnknown;
    ++stats_.nodes;
    if (depth > stats_.max_depth) stats_.max_depth = depth;
    const std::uint64_t nodes_before = stats_.nodes;

    if (kids_.size() <= static_cast<std::size_t>(depth)) kids_.resize(depth + 1);
    // expand() fills kids_[depth]; deeper levels use their own vectors.
    if constexpr (RanksPartially<G>) {
      // A round's budget tries children 0..budget only.
      game_.expand(s, kids_[depth], budget == kUnbounded ? SIZE_MAX : static_cast<std::size_t>(budget) + 1);
    } else {
      game_.expand(s, kids_[depth]);
    }
    // The children within the round's budget (child i costs i); leaving
    // any out leaves the node exhausted, not lost.
    const std::size_t offered = kids_[depth].size();
    const std::size_t tried =
        budget == kUnbounded ? offered : std::min(offered, static_cast<std::size_t>(budget) + 1);
    bool complete = tried == offered;
    const bool rotate = options_.deviations_first && budget != kUnbounded && tried > 1;
    for (std::size_t j = 0; j < tried; ++j) {
      const std::size_t i = rotate ? (j + 1) % tried : j;  // child 0 last (deviations first)
      const int cost = static_cast<int>(i);
      const int child_budget = budget == kUnbounded ? kUnbounded : budget - cost;
      State& child = kids_[depth][i];
      if constexpr (CompletesChildren<G>) {
        if (!game_.complete(child)) continue;
      }
      if (game_.is_won(child) || game_.finish(child, finish_)) {
        line_.push_back(child);
        return Outcome::kWon;
      }
      const Key child_key = game_.key(child);
      const int seen = table_.find(child_key);
      if (seen == Table::kComplete) {
        ++stats_.table_hits;
        continue;
      }
      if (child_budget != kUnbounded && seen >= child_budget) {
        ++stats_.table_hits;
        complete = false;
        continue;
      }
      switch (visit(child, child_key, depth + 1, child_budget)) {
        case Outcome::kWon:
          line_.push_back(child);
          return Outcome::kWon;
        case Outcome::kUnknown:
          return Outcome::kUnknown;
        case Outcome::kExhausted:
          complete = false;
          break;
        case Outcome::kLost:
          break;
      }
    }
    const std::uint64_t effort = stats_.nodes - nodes_before + 1;
    if (complete) {
      table_.insert(s_key, effort, Table::kComplete);
      ++stats_.proven_lost;
      return Outcome::kLost;
    }
    table_.insert(s_key, effort, static_cast<std::uint8_t>(budget));
    return Outcome::kExhausted;
  }

  bool out_of_budget() {
    if (stopped_by_ != StopReason::kNone) return true;
    if (limits_.max_nodes && stats_.nodes >= limits_.max_nodes) {
      stopped_by_ = StopReason::kNodes;
    } else if ((stats_.nodes & 1023) == 0) {
      if (limits_.progress)
        limits_.progress->nodes.fetch_add(Progress::kStep, std::memory_order_relaxed);
      if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) {
        stopped_by_ = StopReason::kStop;
      } else if (limits_.max_seconds > 0 &&
                 std::chrono::duration<double>(Clock::now() - start_).count() > limits_.max_seconds) {
        stopped_by_ = StopReason::kTime;
      }
    }
    return stopped_by_ != StopReason::kNone;
  }

  G& game_;
  Table& table_;
  Limits limits_;
  SearchOptions options_;
  SearchStats stats_;
  Clock::time_point start_;
  StopReason stopped_by_ = StopReason::kNone;
  std::vector<std::vector<State>> kids_;
  std::vector<State> line_;  // won line, deepest first
  typename G::Finish finish_{};
};

}  // namespace reckon::solver
