#pragma once
// One solve as the front ends show it: the request, the deal's source, the
// search's own outcome, and the JSON that `reckon solve --json` prints and
// /api/solve answers. api::solve gives the public result of the same run.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/games/calculation/deal.h"
#include "jobs/common/deal_source.h"
#include "reckon/reckon.h"
#include "solver/limits.h"
#include "strategies/calculation_solve.h"
#include "strategies/fourteen_closure.h"
#include "strategies/fourteen_solver.h"

#pragma GCC visibility push(hidden)
namespace reckon::api {

// What a loss by exhaustive search says when a certificate was asked for.
inline constexpr const char* kNoCertificate = "proved by exhaustive search; no certificate";

struct SolveRun {
  SolveRequest request;
  jobs::DealSource source;       // labelled ("deal 17", "PySolFC game #ms17", "cards")
  calculation::Variant variant;  // the Calculation family's
  solver::Limits limits;
  std::vector<std::pair<std::string, bool>> rules;  // each search rule of the game: on
  // The game's outcome: one of the two.
  std::optional<strategies::CalculationOutcome> calculation;
  std::optional<strategies::FourteenOutcome> fourteen;
  std::optional<fourteen::CheckedClosure> closure;  // Fourteen Out: certify on a loss

  Verdict verdict() const;
  bool certify_loss() const { return request.certify && verdict() == Verdict::kUnwinnable; }
};

// progress, when given, is updated as the search goes (the command line's
// progress line).
SolveRun run_solve(const SolveRequest& request, solver::Progress* progress = nullptr);
SolveResult solve_result(const SolveRun& run);
// One JSON object, without a line end.
std::string solve_json(const SolveRun& run);

}  // namespace reckon::api
#pragma GCC visibility pop
