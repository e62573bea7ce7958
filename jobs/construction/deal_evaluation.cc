#include "jobs/construction/deal_evaluation.h"

#include <algorithm>
#include <cmath>

#include "core/games/calculation/replay.h"
#include "core/internal_error.h"

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
      variant_(request.variant),
      fair_games_(request.fair_games),
      tightness_(request.tightness),
      fair_settings_(request.fair),
      effort_solver_(request.variant, without_sat(request.effort_rules),
                     nodes_only(request.max_nodes, request.stop)),
      exact_solver_(request.variant, calculation::Pruning{},
                    nodes_only(request.max_nodes, request.stop)),
      counter_(request.variant, request.max_nodes, request.tightness) {}

Evaluation Evaluator::evaluate(const calculation::Deal& deal) {
  switch (objective_) {
    case Objective::kEffort:
      return effort(deal);
    case Objective::kCritical:
      return critical(deal);
    case Objective::kFair:
      return fair(deal);
  }
  return {};
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

strategies::CalculationOutcome Evaluator::decide(const calculation::Deal& deal, Evaluation& e) {
  const strategies::CalculationOutcome o = exact_solver_.solve(deal);
  e.verdict = o.verdict;
  e.nodes = o.stats.nodes;
  return o;
}

Evaluation Evaluator::critical(const calculation::Deal& deal) {
  Evaluation e;
  const strategies::CalculationOutcome o = decide(deal, e);
  if (o.verdict != solver::Verdict::kWinnable) return e;
  e.critical = counter_.count(deal, o.moves);
  if (e.critical.undecided) return e;
  e.score = e.critical.critical;
  if (tightness_) e.score += kTightnessWeight * e.critical.tightness();
  return e;
}

Evaluation Evaluator::fair(const calculation::Deal& deal) {
  Evaluation e;
  if (decide(deal, e).verdict != solver::Verdict::kWinnable) return e;
  const double deck =
      static_cast<double>(deal.stock.size()) + (variant_.preplaced ? calculation::kFoundations : 0);
  double left = 0;
  for (int g = 1; g <= fair_games_; ++g) {
    players::FairSettings settings = fair_settings_;
    settings.seed = static_cast<std::uint64_t>(g);
    players::FairPlayer player(variant_, settings);
    const calculation::ReplayResult game = calculation::replay(deal, variant_, player.play(deal));
    if (game.status == calculation::ReplayResult::Status::kIllegal)
      throw InternalError("the fair player made an illegal move: " + game.why);
    ++e.fair_games;
    if (game.status == calculation::ReplayResult::Status::kWon) ++e.fair_won;
    left += game.cards_left / deck;
  }
  const double lost = e.fair_games - e.fair_won;
  e.score = lost + std::min(0.999, e.fair_games ? left / e.fair_games : 0.0);
  return e;
}

}  // namespace reckon::construction
