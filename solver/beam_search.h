#pragma once
// A beam search for wins: level by level, keep the `width` children the game
// estimates best and expand only those. It never proves a loss (it drops
// children), so it only ever answers "won" or "not found"; a caller runs it
// beside the exhaustive search, which alone decides losses.
//
// Why: the depth-first search follows its move ordering deep into one
// subtree, and when the ordering errs near the root it can spend its whole
// budget below the mistake. A beam compares positions across subtrees at
// the same depth, so one early mistake costs it nothing. On Calculation
// with three waste piles it wins most deals the depth-first search leaves
// undecided within 10 s (see strategies/calculation_solve.h).
//
// A game for the beam is a SearchGame that also estimates how hard a
// position is to win (lower is better; only the order of estimates counts).
// Positions an exhaustive search has proven lost (its table) are left out:
// beside such a search, a beam wastes little on a deal that is lost.
//
// Memory: the states of two levels (`width` each), the hashes of one
// level's children (to merge transpositions), and for every level an 8-byte
// hash of each kept child's key and its parent's index, from which the line
// is rebuilt at the end by expanding along it again. All of it counts
// against the beam's own byte budget (max_bytes): before any of these grows
// past the budget, the beam stops with StopReason::kMemory (the game's own
// caches are the game's business). If a rebuilt step finds
// no child with the stored hash, or the last state's key differs from the
// winner's, the win is not reported (a 64-bit hash collision; never seen).
// If the game finds a win along the way it did not see the first time (a
// cache of its own was refilled), that win is taken.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <vector>

#include <absl/container/flat_hash_set.h>
#include <absl/hash/hash.h>

#include "reckon/vocabulary.h"
#include "solver/depth_first_search.h"
#include "solver/limits.h"
#include "solver/search_game.h"
#include "solver/transposition_table.h"

namespace reckon::solver {

template <class G>
concept BeamGame = SearchGame<G> && requires(G& game, const typename G::State& s) {
  { game.estimate(s) } -> std::convertible_to<int>;
};

template <BeamGame G>
class BeamSearch {
 public:
  using State = typename G::State;
  using Key = typename G::Key;

  // lost: positions proven lost (an exhaustive search's table), left out.
  // max_bytes: the beam's memory budget (see above); limits.max_memory_mib
  // is the table's, not the beam's.
  BeamSearch(G& game, const Limits& limits, const TranspositionTable<Key>* lost = nullptr,
             std::size_t max_bytes = SIZE_MAX)
      : game_(game), limits_(limits), lost_(lost), max_bytes_(max_bytes) {}

  // The most memory the last run() held by the account above (tests).
  std::size_t peak_bytes() const { return peak_bytes_; }

  // Searches from root with the given width. kWinnable with the line (root
  // first) and the game's finish, or kUnknown (not found, or a budget ran
  // out: stopped_by says which, kNone when the beam simply emptied).
  SearchResult<G> run(const State& root, std::size_t width) {
    const auto start = Clock::now();
    SearchResult<G> result;
    std::vector<Entry> level{{root, 0, 0}}, next;
    std::vector<std::vector<Step>> steps;  // steps[d]: the kept children of level d
    std::vector<State> kids;
    absl::flat_hash_set<std::uint64_t> seen;
    typename G::Finish finish{};
    if (game_.is_won(root) || game_.finish(root, finish)) {
      result.verdict = Verdict::kWinnable;
      result.line = {root};
      result.finish = std::move(finish);
      return done(result, start);
    }
    steps_bytes_ = 0;
    // The bytes the beam would hold if one of its containers grew to
    // `grown` bytes from `now` bytes: checked before it grows.
    const auto held = [&] {
      return (level.capacity() + next.capacity()) * sizeof(Entry) +
             seen.capacity() * (sizeof(std::uint64_t) + 1) + steps_bytes_ + kids.capacity() * sizeof(State);
    };
    const auto fits = [&](std::size_t now, std::size_t grown) {
      const std::size_t after = held() - now + grown;
      if (after > max_bytes_) return false;
      peak_bytes_ = std::max(peak_bytes_, after);
      return true;
    };
    peak_bytes_ = held();
    while (!level.empty()) {
      next.clear();
      seen.clear();
      std::uint32_t arrived = 0;
      for (std::uint32_t i = 0; i < level.size(); ++i) {
        if (const StopReason why = out_of_budget(start); why != StopReason::kNone) {
          result.stopped_by = why;
          return done(result, start);
        }
        ++stats_.nodes;
        game_.expand(level[i].state, kids);
        for (State& kid : kids) {
          if constexpr (CompletesChildren<G>) {
            if (!game_.complete(kid)) continue;
          }
          if (game_.is_won(kid) || game_.finish(kid, finish)) {
            if (rebuild(root, steps, level[i], kid, result.line, finish)) {
              result.verdict = Verdict::kWinnable;
              result.finish = std::move(finish);
            } else {
              result.line.clear();
            }
            return done(result, start);
          }
          const Key key = game_.key(kid);
          if (lost_ && lost_->proven_lost(key)) continue;
          const std::uint64_t h = hash(key);
          // absl's sets grow (double) once they are 7/8 full.
          const std::size_t set_bytes = seen.capacity() * (sizeof(std::uint64_t) + 1);
          if (seen.size() + 1 > seen.capacity() * 7 / 8 &&
              !fits(set_bytes, 2 * std::max<std::size_t>(seen.capacity(), 16) * (sizeof(std::uint64_t) + 1))) {
            result.stopped_by = StopReason::kMemory;
            return done(result, start);
          }
          if (!seen.insert(h).second) continue;
          // Keep the `width` best as a max-heap on the estimate (its top is
          // the worst kept): the memory of a level is the width, not all
          // the children.
          // Ties go to the child met first: the children of better parents,
          // in the game's own order.
          const Entry e{kid, i, h, game_.estimate(kid), arrived++};
          if (next.size() < width) {
            if (next.size() == next.capacity()) {
              const std::size_t grown = std::min(width, std::max<std::size_t>(2 * next.capacity(), 16));
              if (!fits(next.capacity() * sizeof(Entry), grown * sizeof(Entry))) {
                result.stopped_by = StopReason::kMemory;
                return done(result, start);
              }
              next.reserve(grown);
            }
            next.push_back(e);
            std::push_heap(next.begin(), next.end(), by_estimate);
          } else if (width > 0 && by_estimate(e, next.front())) {
            std::pop_heap(next.begin(), next.end(), by_estimate);
            next.back() = e;
            std::push_heap(next.begin(), next.end(), by_estimate);
          }
        }
      }
      std::sort_heap(next.begin(), next.end(), by_estimate);  // the best are expanded first
      if (!fits(0, next.size() * sizeof(Step))) {
        result.stopped_by = StopReason::kMemory;
        return done(result, start);
      }
      std::vector<Step> kept;
      kept.reserve(next.size());
      steps_bytes_ += next.size() * sizeof(Step);
      for (const Entry& e : next) kept.push_back({e.parent, e.hash});
      steps.push_back(std::move(kept));
      level.swap(next);
      for (std::uint32_t i = 0; i < level.size(); ++i) level[i].self = i;
      stats_.max_depth = static_cast<int>(steps.size());
    }
    return done(result, start);
  }

 private:
  using Clock = std::chrono::steady_clock;
  struct Entry {
    State state;
    std::uint32_t parent = 0;  // its parent's index in the level before
    std::uint64_t hash = 0;    // of its key
    int estimate = 0;
    std::uint32_t arrived = 0;  // when it was met among its level's children
    std::uint32_t self = 0;     // its own index in its level (steps)
  };
  struct Step {
    std::uint32_t parent;
    std::uint64_t hash;
  };
  static bool by_estimate(const Entry& a, const Entry& b) {
    return a.estimate != b.estimate ? a.estimate < b.estimate : a.arrived < b.arrived;
  }

  static std::uint64_t hash(const Key& k) {
    char bytes[sizeof(Key)];
    std::memcpy(bytes, &k, sizeof(Key));
    return absl::Hash<absl::string_view>{}(absl::string_view(bytes, sizeof bytes));
  }

  // The line from root to `parent` (an entry of the last level), then kid:
  // each step is found again among its parent's children by its hash.
  bool rebuild(const State& root, const std::vector<std::vector<Step>>& steps, const Entry& parent,
               const State& kid, std::vector<State>& line, typename G::Finish& finish) {
    std::vector<std::uint64_t> hashes(steps.size());
    std::uint32_t at = parent.self;
    for (std::size_t d = steps.size(); d-- > 0;) {
      hashes[d] = steps[d][at].hash;
      at = steps[d][at].parent;
    }
    line.assign(1, root);
    std::vector<State> kids;
    for (const std::uint64_t h : hashes) {
      game_.expand(line.back(), kids);
      if constexpr (CompletesChildren<G>)
        std::erase_if(kids, [&](State& k) { return !game_.complete(k); });
      // A game may see a shortcut now that it missed the first time (say,
      // a cache it keeps was refilled): a win is a win.
      for (const State& k : kids)
        if (game_.is_won(k) || game_.finish(k, finish)) {
          line.push_back(k);
          return true;
        }
      const auto it = std::find_if(kids.begin(), kids.end(),
                                   [&](const State& k) { return hash(game_.key(k)) == h; });
      if (it == kids.end()) return false;
      line.push_back(*it);
    }
    if (!(game_.key(line.back()) == game_.key(parent.state))) return false;
    line.push_back(kid);  // with the finish found for it
    return true;
  }

  StopReason out_of_budget(Clock::time_point start) const {
    if (limits_.max_nodes && stats_.nodes >= limits_.max_nodes) return StopReason::kNodes;
    if ((stats_.nodes & 255) == 0) {
      if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return StopReason::kStop;
      if (limits_.max_seconds > 0 &&
          std::chrono::duration<double>(Clock::now() - start).count() > limits_.max_seconds)
        return StopReason::kTime;
    }
    return StopReason::kNone;
  }

  SearchResult<G> done(SearchResult<G>& r, Clock::time_point start) {
    r.stats = stats_;
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    stats_ = {};
    return std::move(r);
  }

  G& game_;
  Limits limits_;
  const TranspositionTable<Key>* lost_;
  std::size_t max_bytes_;
  std::size_t steps_bytes_ = 0;  // what the kept steps of all levels hold
  std::size_t peak_bytes_ = 0;
  SearchStats stats_;
};

}  // namespace reckon::solver
