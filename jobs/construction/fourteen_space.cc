#include "jobs/construction/fourteen_space.h"

#include <cmath>

#include "core/games/fourteen/text.h"
#include "core/internal_error.h"
#include "jobs/construction/fourteen_critical.h"
#include "jobs/construction/stock_mutation.h"
#include "reckon/input_error.h"
#include "strategies/fourteen_closure.h"

namespace reckon::construction {

FourteenEvaluator::FourteenEvaluator(const ConstructRequest& request)
    : objective_(request.objective),
      max_nodes_(request.max_nodes),
      // Nodes only, so that a score never depends on the machine.
      solver_(
          fourteen::Pruning{},
          solver::Limits{.max_nodes = request.max_nodes, .max_seconds = 0, .stop = request.stop}) {}

Evaluation FourteenEvaluator::evaluate(const fourteen::Deal& deal) {
  Evaluation e;
  const strategies::FourteenOutcome o = solver_.solve(deal);
  e.verdict = o.verdict;
  e.nodes = o.stats.nodes;
  const double budget = std::log2(1.0 + static_cast<double>(max_nodes_));
  if (objective_ == Objective::kEffort) {
    e.score = o.verdict == solver::Verdict::kUnwinnable ? budget + 1
              : o.verdict == solver::Verdict::kUnknown
                  ? budget
                  : std::log2(1.0 + static_cast<double>(e.nodes));
    return e;
  }
  if (o.verdict != solver::Verdict::kWinnable) return e;
  e.critical = count_forced_moves(deal, o.moves, solver_);
  if (!e.critical.undecided) e.score = e.critical.critical;
  return e;
}

FourteenSpace::FourteenSpace(const ConstructRequest& request) : reach_(request.reach) {
  if (request.objective == Objective::kFair)
    throw InputError(
        "--objective fair: Fourteen Out is played open, so perfect play is the real game's "
        "(use critical or effort)");
}

fourteen::Deal FourteenSpace::parse(const std::string& cards) const {
  fourteen::Deal deal = fourteen::parse_deal(cards);
  fourteen::validate(deal);
  return deal;
}

std::string FourteenSpace::cards(const fourteen::Deal& deal) const {
  return fourteen::deal_string(deal);
}

void FourteenSpace::mutate(fourteen::Deal& deal, SplitMix64& bits) const {
  std::vector<Card> order = fourteen::cards_in_deal_order(deal);
  mutate_stock(order, bits, reach_);
  deal = fourteen::deal_cards(deal.layout, order);
}

std::string FourteenSpace::certify(const fourteen::Deal& deal) const {
  const fourteen::CheckedClosure c = fourteen::certify_loss(deal);
  return "closure of " + std::to_string(c.positions) + " positions (" +
         std::to_string(c.certificate.size()) + " bytes), checked";
}

StoreSettings FourteenSpace::settings() const { return {{"game", "fourteen"}}; }

}  // namespace reckon::construction
