#include "jobs/construction/deal_evaluation.h"

#include <algorithm>
#include <cmath>

namespace reckon::construction {
namespace {

calculation::Pruning without_sat(calculation::Pruning rules) {
  rules.on[static_cast<int>(calculation::Rule::kSat)] = false;
  return rules;
}

// Nodes only, so that a score never depends on the machine; Ctrl-C stops a
// search (the step it belongs to is then dropped, construct.cc).
solver::Limits nodes_only(std::uint64_t max_nodes, const std::atomic<bool>* stop) {
  return solver::Limits{.max_nodes = max_nodes, .max_seconds = 0, .stop = stop};
}

}  // namespace

Evaluator::Evaluator(const ConstructRequest& request)
    : objective_(request.objective),
      max_nodes_(request.max_nodes),
      effort_solver_(request.variant, without_sat(request.effort_rules),
                     nodes_only(request.max_nodes, request.stop)),
      exact_solver_(request.variant, calculation::Pruning{},
                    nodes_only(request.max_nodes, request.stop)),
      counter_(request.variant, request.max_nodes) {}

Evaluation Evaluator::evaluate(const calculation::Deal& deal) {
  return objective_ == Objective::kEffort ? effort(deal) : critical(deal);
}

Evaluation Evaluator::effort(const calculation::Deal& deal) {
  Evaluation e;
  const strategies::CalculationOutcome o = effort_solver_.solve(deal);
  e.nodes = o.stats.nodes;
  e.verdict = o.verdict;
  const double budget = std::log2(1.0 + static_cast<double>(max_nodes_));
  e.score = std::log2(1.0 + static_cast<double>(e.nodes));
  if (o.verdict == solver::Verdict::kUnknown) {
    const strategies::CalculationOutcome exact = exact_solver_.solve(deal);
    e.verdict = exact.verdict;
    // Past the budget, the full solver's effort (rule sat's conflicts,
    // mostly) ranks the deals, as a fraction below 1.
    e.score =
        budget + std::min(0.999, std::log2(1.0 + static_cast<double>(exact.stats.nodes)) / 64);
  }
  if (e.verdict == solver::Verdict::kUnwinnable) e.score = budget + 1;
  return e;
}

Evaluation Evaluator::critical(const calculation::Deal& deal) {
  Evaluation e;
  const strategies::CalculationOutcome o = exact_solver_.solve(deal);
  e.verdict = o.verdict;
  e.nodes = o.stats.nodes;
  if (o.verdict != solver::Verdict::kWinnable) return e;
  e.critical = counter_.count(deal, o.moves);
  if (e.critical.undecided) return e;
  e.score = e.critical.critical;
  return e;
}

}  // namespace reckon::construction
