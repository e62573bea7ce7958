#include "tools/fourteen_solver.h"

#include <algorithm>
#include <chrono>

#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/reverse.h"
#include "tools/calculation_solve.h"  // InternalError

namespace reckon::cli {
namespace {

// The first run's node budget in each direction (measured on deals
// 1..30000: 8 to 64 do about as well; 16 is the best of them).
constexpr std::uint64_t kFirstBudget = 16;

solver::Limits half_memory(solver::Limits limits) {
  limits.max_memory_mib = std::max<std::size_t>(1, limits.max_memory_mib / 2);
  return limits;
}

}  // namespace

// Plain depth-first search, no limited-discrepancy rounds: the move order
// finds most wins at once, and the rounds only repeat work on the deals that
// are lost (measured: rounds double the nodes of deals 1..10000).
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
  forward_.game.reset(deal);
  forward_.table.clear();
  forward_kept_ = true;  // only proofs of this deal's positions go in
  roots[0] = forward_.game.initial();
  bool mirror_ready = false;  // set up when first needed: most deals are won in the first run

  FourteenOutcome out;
  solver::SearchResult<fourteen::Game> result;
  int side = 0;
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
    if (side == 1 && !mirror_ready) {
      mirror_.game.reset(fourteen::mirrored(deal));
      mirror_.table.clear();
      roots[1] = mirror_.game.initial();
      mirror_ready = true;
    }
    Direction& d = *sides[side];
    d.search.set_limits(run);
    result = d.search.run(roots[side]);
    out.stats += result.stats;
    if (result.verdict != solver::Verdict::kUnknown || !sliced || std::string(result.stopped_by) != "nodes") break;
    if (side == 1) budget *= 2;
    side ^= 1;
  }

  Direction& decided = *sides[side];
  out.verdict = result.verdict;
  out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  out.stopped_by = result.stopped_by;
  out.mirrored = side == 1;
  out.rules = forward_.game.rule_counts();
  if (mirror_ready)
    for (std::size_t r = 0; r < out.rules.fired.size(); ++r) out.rules.fired[r] += mirror_.game.rule_counts().fired[r];
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

}  // namespace reckon::cli
