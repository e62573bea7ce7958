#pragma once
// Solving one Calculation-family deal end to end: search, turn the line into
// moves, and replay them with the independent checker before anyone sees
// them. Shared by `solve`, `analyze`, `bench` and the curation tools.
#include <memory>
#include <stdexcept>
#include <string>

#include "core/games/calculation/game.h"
#include "solver/depth_first_search.h"

namespace reckon::cli {

// A solution failed its replay: a bug in the solver, never a verdict.
class InternalError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct CalculationOutcome {
  solver::Verdict verdict = solver::Verdict::kUnknown;
  solver::SearchStats stats;
  double seconds = 0;
  std::string stopped_by;
  calculation::MoveList moves;  // winnable: the whole line from the deal's start
  calculation::RuleCounts rules;
};

class CalculationSolver {
 public:
  CalculationSolver(const calculation::Variant& variant, const calculation::Pruning& pruning,
                    const solver::Limits& limits, solver::SearchOptions options = {});
  CalculationOutcome solve(const calculation::Deal& deal);
  // From a position of the deal reached by `prefix` (already replayed legal).
  CalculationOutcome solve_from(const calculation::Deal& deal, const calculation::State& start,
                                const calculation::MoveList& prefix);

 private:
  calculation::Variant variant_;
  calculation::Pruning pruning_;
  solver::Limits limits_;
  solver::SearchOptions options_;
  solver::TranspositionTable<calculation::Key> table_;
};

}  // namespace reckon::cli
