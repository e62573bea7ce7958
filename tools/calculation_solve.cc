#include "tools/calculation_solve.h"

#include "core/games/calculation/replay.h"

namespace reckon::cli {

CalculationSolver::CalculationSolver(const calculation::Variant& variant, const calculation::Pruning& pruning,
                                     const solver::Limits& limits, solver::SearchOptions options)
    : variant_(variant),
      pruning_(pruning),
      limits_(limits),
      options_(std::move(options)),
      table_(limits.max_memory_mib << 20) {}

CalculationOutcome CalculationSolver::solve(const calculation::Deal& deal) {
  return solve_from(deal, calculation::initial_state(variant_), {});
}

CalculationOutcome CalculationSolver::solve_from(const calculation::Deal& deal, const calculation::State& start,
                                                 const calculation::MoveList& prefix) {
  calculation::Game game(deal, variant_, pruning_);
  table_.clear();
  solver::DepthFirstSearch<calculation::Game> search(game, table_, limits_, options_);
  const auto result = search.run(start);
  CalculationOutcome out;
  out.verdict = result.verdict;
  out.stats = result.stats;
  out.seconds = result.seconds;
  out.stopped_by = result.stopped_by;
  out.rules = game.rule_counts();
  if (result.verdict == solver::Verdict::kWinnable) {
    out.moves = prefix;
    const calculation::MoveList line = game.moves_of(result.line, result.finish);
    out.moves.insert(out.moves.end(), line.begin(), line.end());
    const auto check = calculation::replay(deal, variant_, out.moves);
    if (check.status != calculation::ReplayResult::Status::kWon)
      throw InternalError("the solver's line fails its replay at move " + std::to_string(check.move) + ": " +
                          (check.why.empty() ? "it does not win" : check.why));
  }
  return out;
}

}  // namespace reckon::cli
