#pragma once
// One candidate deal scored by the construction's objective (higher is
// better; the annealing compares scores only):
//
// - effort: log2(1 + nodes) of the exhaustive search with rule sat off
//   (with rule sat on, a deal not decided within a first slice goes to the
//   satisfiability model, so its nodes say little). The guess it tests: deals that make the
//   search work hard lie near the edge between won and lost deals
//   (doc/construction.md says how it fared). A deal past the node budget is decided by the full
//   solver and scores log2(1 + budget) plus log2(1 + its nodes) / 64 (below 1: the harder for rule
//   sat, the higher); an unwinnable deal scores log2(1 + budget) + 1.
// - critical: a winnable deal's critical turned cards (critical_decisions.h).
//   A deal that is not winnable, or whose count a budget leaves open,
//   scores -1. With the tie-break `tightness`, the count plus 0.999 times
//   the line's tightness (below 1, so that a critical turn more always
//   scores higher).
// - fair: a winnable deal played by the fair player (players/fair_player.h)
//   fair_games times, with seeds 1..fair_games: the games it loses, plus the
//   mean share of the deck its games leave off the foundations (below 1, so
//   that a loss more always scores higher). Not winnable, or undecided: -1.
//
// Each verdict is perfect play's, exact; every unwinnable deal met is
// flagged whatever the objective.
#include <cstdint>

#include "core/games/calculation/deal.h"
#include "jobs/construction/construct_request.h"
#include "jobs/construction/critical_decisions.h"
#include "strategies/calculation_solve.h"

namespace reckon::construction {

// The tie-break's weight: below 1, so one critical turn more always ranks higher.
inline constexpr double kTightnessWeight = 0.999;

struct Evaluation {
  double score = -1;
  solver::Verdict verdict = solver::Verdict::kUnknown;  // perfect play, every rule on
  std::uint64_t nodes = 0;                              // effort: the search's nodes
  CriticalDecisions critical;                           // critical only
  int fair_games = 0, fair_won = 0;                     // fair only
};

// One per thread: its solvers keep their tables between deals.
class Evaluator {
 public:
  explicit Evaluator(const ConstructRequest& request);
  Evaluation evaluate(const calculation::Deal& deal);

 private:
  Evaluation effort(const calculation::Deal& deal);
  Evaluation critical(const calculation::Deal& deal);
  Evaluation fair(const calculation::Deal& deal);
  // Perfect play's verdict and nodes into e, by the exact solver.
  strategies::CalculationOutcome decide(const calculation::Deal& deal, Evaluation& e);

  Objective objective_;
  std::uint64_t max_nodes_;
  calculation::Variant variant_;
  int fair_games_;
  bool tightness_;
  players::FairSettings fair_settings_;
  strategies::CalculationSolver effort_solver_;
  strategies::CalculationSolver exact_solver_;
  CriticalCounter counter_;
};

}  // namespace reckon::construction
