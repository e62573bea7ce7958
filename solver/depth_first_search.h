#pragma once
// The generic exhaustive search: depth-first over the children a game
// offers, best first, with a table of positions proven lost.
//
// A subtree's verdict is won (a line to a won state exists), lost (every
// child was searched to the end and lost), or unknown (a budget stopped it).
// Only lost subtrees enter the table, so the table can never hide a win and
// never holds a state on the current path.
#include <chrono>
#include <cstdint>
#include <vector>

#include "solver/limits.h"
#include "solver/search_game.h"
#include "solver/transposition_table.h"
#include "solver/verdict.h"

namespace reckon::solver {

struct SearchStats {
  std::uint64_t nodes = 0;      // states expanded
  std::uint64_t table_hits = 0; // children found proven lost in the table
  std::uint64_t proven_lost = 0;
  int max_depth = 0;
};

template <class State>
struct SearchResult {
  Verdict verdict = Verdict::kUnknown;
  std::vector<State> line;  // root first, won state last (winnable only)
  SearchStats stats;
  double seconds = 0;
  const char* stopped_by = "";  // which budget, for kUnknown: "nodes", "time", "stop"
};

template <SearchGame G>
class DepthFirstSearch {
 public:
  using State = typename G::State;
  using Key = typename G::Key;

  DepthFirstSearch(G& game, TranspositionTable<Key>& table, const Limits& limits)
      : game_(game), table_(table), limits_(limits) {}

  SearchResult<State> run(const State& root) {
    start_ = Clock::now();
    stats_ = {};
    stopped_by_ = nullptr;
    line_.clear();
    SearchResult<State> result;
    const Outcome o = visit(root, 0);
    result.verdict = o == Outcome::kWon ? Verdict::kWinnable
                     : o == Outcome::kLost ? Verdict::kUnwinnable
                                           : Verdict::kUnknown;
    if (o == Outcome::kWon) {
      result.line.push_back(root);
      result.line.insert(result.line.end(), line_.rbegin(), line_.rend());
    }
    result.stats = stats_;
    result.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    result.stopped_by = stopped_by_ ? stopped_by_ : "";
    return result;
  }

 private:
  using Clock = std::chrono::steady_clock;
  enum class Outcome { kWon, kLost, kUnknown };

  Outcome visit(const State& s, int depth) {
    if (game_.is_won(s)) return Outcome::kWon;
    if (out_of_budget()) return Outcome::kUnknown;
    ++stats_.nodes;
    if (depth > stats_.max_depth) stats_.max_depth = depth;
    const std::uint64_t nodes_before = stats_.nodes;

    if (kids_.size() <= static_cast<std::size_t>(depth)) kids_.resize(depth + 1);
    // expand() may use kids_[depth] freely; deeper levels reuse their own.
    game_.expand(s, kids_[depth]);
    bool unknown = false;
    for (std::size_t i = 0; i < kids_[depth].size(); ++i) {
      const State& child = kids_[depth][i];
      if (!game_.is_won(child) && table_.contains(game_.key(child))) {
        ++stats_.table_hits;
        continue;
      }
      const Outcome o = visit(child, depth + 1);
      if (o == Outcome::kWon) {
        line_.push_back(child);
        return Outcome::kWon;
      }
      if (o == Outcome::kUnknown) {
        unknown = true;
        if (stopped_by_) return Outcome::kUnknown;
      }
    }
    if (unknown) return Outcome::kUnknown;
    table_.insert(game_.key(s), stats_.nodes - nodes_before + 1);
    ++stats_.proven_lost;
    return Outcome::kLost;
  }

  bool out_of_budget() {
    if (stopped_by_) return true;
    if (limits_.max_nodes && stats_.nodes >= limits_.max_nodes) {
      stopped_by_ = "nodes";
    } else if ((stats_.nodes & 1023) == 0) {
      if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) {
        stopped_by_ = "stop";
      } else if (limits_.max_seconds > 0 &&
                 std::chrono::duration<double>(Clock::now() - start_).count() > limits_.max_seconds) {
        stopped_by_ = "time";
      }
    }
    return stopped_by_ != nullptr;
  }

  G& game_;
  TranspositionTable<Key>& table_;
  Limits limits_;
  SearchStats stats_;
  Clock::time_point start_;
  const char* stopped_by_ = nullptr;
  std::vector<std::vector<State>> kids_;
  std::vector<State> line_;  // won line, deepest first
};

}  // namespace reckon::solver
