#pragma once
// A satisfiability solver behind the search's budgets: a game that can state
// "is this position winnable?" as clauses (a CNF formula) hands them here.
// The engine knows nothing of what the variables mean.
//
// Backed by CaDiCaL (Debian's libcadical-dev). Budgets: every conflict
// counts as a node against Limits::max_nodes (deterministic); max_seconds and
// the stop flag end the solve early. Either gives kUnknown. The solver's own
// memory (a few tens of MB for the formulas reckon writes) is not counted
// against max_memory_mib, which is the transposition table's.
#include <cstdint>
#include <vector>

#include "solver/limits.h"

namespace reckon::solver {

struct SatResult {
  enum class Answer { kSatisfiable, kUnsatisfiable, kUnknown } answer = Answer::kUnknown;
  std::vector<bool> model;       // kSatisfiable: model[v] for variables 1..n
  std::uint64_t conflicts = 0;   // the work done, counted as nodes
  const char* stopped_by = "";   // kUnknown: "nodes", "time" or "stop"
  double seconds = 0;
};

// variables: how many (numbered 1..variables); clauses: their literals,
// each clause ended by a 0 (DIMACS order).
SatResult solve_formula(int variables, const std::vector<int>& clauses, const Limits& limits);

}  // namespace reckon::solver
