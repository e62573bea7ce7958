#pragma once
// One formula asked several questions: a satisfiability solver that keeps
// the formula and what it learns from call to call, and decides it under
// assumptions (literals taken as true for one call only). A clause learned
// under assumptions is implied by the formula alone, so it stays valid for
// every later question. rule sat's hint labels a position's next moves this
// way: one model of the position, one question per move (jobs/hint).
//
// The budgets are solve_formula's (sat_solver.h): each conflict counts as a
// node against the call's Limits::max_nodes; max_seconds and the stop flag
// end the call early; either gives kUnknown. Given a MemoryAccount, the
// formula's estimate is reserved before a clause is added and each learned
// clause's bytes after; what does not fit ends the call with StopReason::kMemory.
#include <memory>
#include <span>
#include <vector>

#include "solver/limits.h"
#include "solver/memory_account.h"
#include "solver/sat_solver.h"

namespace reckon::solver {

class AssumptionSolver {
 public:
  // The formula as solve_formula takes it (clauses ended by 0), decided
  // false first in the style of a solver alone (SatStyle::diversify).
  AssumptionSolver(int variables, const std::vector<int>& clauses, MemoryAccount* memory = nullptr);
  ~AssumptionSolver();
  AssumptionSolver(const AssumptionSolver&) = delete;
  AssumptionSolver& operator=(const AssumptionSolver&) = delete;

  // Is the formula satisfiable with every literal of `assumptions` true?
  // A satisfiable answer carries the model (SatResult::model); conflicts
  // are this call's alone.
  SatResult solve(std::span<const int> assumptions, const Limits& limits);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace reckon::solver
