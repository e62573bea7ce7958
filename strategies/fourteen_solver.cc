#include "strategies/fourteen_solver.h"

#include <algorithm>
#include <array>
#include <chrono>

#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/reverse.h"
#include "core/internal_error.h"

namespace reckon::strategies {
namespace {

// The first run's node budget in each direction: short enough that the
// direction which does not decide costs little, long enough that most deals
// end in their first run. 32 took the fewest instructions of 8 to 96, on two
// ranges of deals (doc/journal/2026-12.md, 2026-12-04).
constexpr std::uint64_t kFirstBudget = 32;

// Rule "symmetry" (the key's interchangeable columns) only in runs with a
// budget above this: in the short runs, where most deals end, it merges
// few positions and costs more than they would. Kept for the long runs:
// on the costliest deals it saves about 5 % of their nodes at the same
// instructions (doc/results.md, "Tried and dropped: Fourteen Out").
constexpr std::uint64_t kSymmetryAbove = 64;

solver::Limits half_memory(solver::Limits limits) {
  limits.max_memory_mib = std::max<std::size_t>(1, limits.max_memory_mib / 2);
  return limits;
}

// Moves among the given cards of a deal, one card a column (ranks only).
int pairs_among(const fourteen::Deal& deal, bool first_dealt) {
  const fourteen::Layout& l = deal.layout;
  std::array<int, kRanks + 1> of_rank{};
  for (int c = 0; c < l.columns; ++c) ++of_rank[deal.at(c, first_dealt ? 0 : l.size(c) - 1).rank()];
  int n = 0;
  for (int r = 1; 2 * r <= l.target; ++r)
    n += 2 * r == l.target ? of_rank[r] * (of_rank[r] - 1) / 2 : of_rank[r] * of_rank[l.target - r];
  return n;
}

// Which direction searches first: the one whose first row offers fewer
// moves (the deal's exposed cards against its first-dealt ones, which the
// mirror starts with). About 5 % fewer positions than the deal always
// first; an oracle that knew the cheaper direction would save three times
// as much, but nothing cheap predicts it (doc/fourteen.md).
int first_side(const fourteen::Deal& deal) { return pairs_among(deal, true) < pairs_among(deal, false) ? 1 : 0; }

}  // namespace

// Plain depth-first search, no limited-discrepancy rounds: the move order
// finds most wins at once, and the rounds only repeat work on the deals that
// are lost (measured: rounds double the nodes of deals 1..10000). Rounds
// that try deviations first (SearchOptions) do no better: deals 1..20,000
// take 626,391 nodes without rounds, 750,627 with a round of budget 1 and
// 850,586 with rounds 1 and 2 (882,329 and 1,012,722 with child 0 first).
solver::SearchOptions FourteenSolver::search_options() {
  solver::SearchOptions o;
  o.rounds = {};
  return o;
}

FourteenSolver::Direction::Direction(const fourteen::Pruning& pruning, const solver::Limits& limits)
    : game(pruning), table(limits.max_memory_mib << 20), search(game, table, limits, search_options()) {}

FourteenSolver::FourteenSolver(const fourteen::Pruning& pruning, const solver::Limits& limits)
    : pruning_(pruning),
      limits_(limits),
      forward_(pruning, pruning.enabled(fourteen::Rule::kMirror) ? half_memory(limits) : limits),
      mirror_(pruning, half_memory(limits)) {}

FourteenOutcome FourteenSolver::solve(const fourteen::Deal& deal) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const bool both = pruning_.enabled(fourteen::Rule::kMirror);
  Direction* const sides[2] = {&forward_, &mirror_};
  fourteen::Game::State roots[2];
  // Each direction is set up when its first run comes: most deals are won
  // in the first run.
  bool ready[2] = {false, false};
  const auto set_up = [&](int side) {
    Direction& d = *sides[side];
    d.game.reset(side == 0 ? deal : fourteen::mirrored(deal));
    d.table.clear();
    roots[side] = d.game.initial();
    ready[side] = true;
    if (side == 0) forward_kept_ = true;  // only proofs of this deal's positions go in
  };

  FourteenOutcome out;
  solver::SearchResult<fourteen::Game> result;
  const int first = both ? first_side(deal) : 0;
  int side = first;
  std::uint64_t budget = kFirstBudget;
  for (;;) {
    // This run's budgets: its slice, within what the caller allows in all.
    solver::Limits run = limits_;
    bool sliced = false;
    if (both) {
      const std::uint64_t left = limits_.max_nodes ? limits_.max_nodes - std::min(limits_.max_nodes, out.stats.nodes)
                                                   : UINT64_MAX;
      run.max_nodes = std::min(budget, left);
      sliced = budget < left;
      if (limits_.max_seconds > 0) {
        run.max_seconds = limits_.max_seconds - std::chrono::duration<double>(Clock::now() - start).count();
        if (run.max_seconds <= 0) run.max_seconds = 1e-9;
      }
    }
    Direction& d = *sides[side];
    d.game.set_symmetric_keys(!both || budget > kSymmetryAbove);
    if (!ready[side]) set_up(side);
    d.search.set_limits(run);
    result = d.search.run(roots[side]);
    out.stats += result.stats;
    if (result.verdict != solver::Verdict::kUnknown || !sliced ||
        result.stopped_by != StopReason::kNodes)
      break;
    if (side != first) budget *= 2;
    side ^= 1;
  }

  Direction& decided = *sides[side];
  out.verdict = result.verdict;
  out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  out.stopped_by = result.stopped_by;
  out.mirrored = side == 1;
  for (int i = 0; i < 2; ++i)
    if (ready[i])
      for (std::size_t r = 0; r < out.rules.fired.size(); ++r) out.rules.fired[r] += sides[i]->game.rule_counts().fired[r];
  if (out.mirrored && result.verdict != solver::Verdict::kUnknown) out.rules.add(fourteen::Rule::kMirror);
  if (result.verdict == solver::Verdict::kWinnable) {
    out.moves = decided.game.opening();
    const fourteen::MoveList line = decided.game.moves_of(result.line);
    out.moves.insert(out.moves.end(), line.begin(), line.end());
    if (side == 1) out.moves = fourteen::mirrored(out.moves);
    const auto check = fourteen::replay(deal, out.moves);
    if (check.status != fourteen::ReplayResult::Status::kWon)
      throw InternalError("the solver's line fails its replay at move " + std::to_string(check.move) + ": " +
                          (check.why.empty() ? "it does not win" : check.why));
  }
  return out;
}

FourteenOutcome FourteenSolver::solve_from(const fourteen::Deal& deal,
                                           const fourteen::MoveList& played) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  if (!forward_kept_ || !(forward_.game.deal() == deal)) {
    forward_.game.reset(deal);
    forward_.table.clear();
    forward_kept_ = true;
  }
  forward_.game.set_symmetric_keys(true);  // one run, however long
  const fourteen::Game::State root =
      forward_.game.start(cards_after(forward_.game.board(), played));
  const fourteen::RuleCounts before = forward_.game.rule_counts();
  forward_.search.set_limits(limits_);
  const solver::SearchResult<fourteen::Game> result = forward_.search.run(root);
  FourteenOutcome out;
  out.verdict = result.verdict;
  out.stats = result.stats;
  out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  out.stopped_by = result.stopped_by;
  for (std::size_t r = 0; r < out.rules.fired.size(); ++r)
    out.rules.fired[r] = forward_.game.rule_counts().fired[r] - before.fired[r];
  if (result.verdict == solver::Verdict::kWinnable) {
    out.moves = played;
    const fourteen::MoveList& opening = forward_.game.opening();
    const fourteen::MoveList line = forward_.game.moves_of(result.line);
    out.moves.insert(out.moves.end(), opening.begin(), opening.end());
    out.moves.insert(out.moves.end(), line.begin(), line.end());
    const auto check = fourteen::replay(deal, out.moves);
    if (check.status != fourteen::ReplayResult::Status::kWon)
      throw InternalError("the solver's line fails its replay at move " +
                          std::to_string(check.move) + ": " +
                          (check.why.empty() ? "it does not win" : check.why));
  }
  return out;
}

fourteen::Mask cards_after(const fourteen::Board& board, const fourteen::MoveList& moves) {
  fourteen::Mask cards = board.all();
  for (const fourteen::Move& m : moves)
    for (const std::uint8_t c : m.columns) {
      const int h = board.height(cards, c);
      if (h > 0) cards &= ~fourteen::bit(board.id(c, h - 1));
    }
  return cards;
}

}  // namespace reckon::strategies
