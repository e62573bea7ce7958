#include "jobs/construction/calculation_space.h"

#include "core/games/calculation/text.h"
#include "core/internal_error.h"
#include "jobs/construction/stock_mutation.h"
#include "reckon/input_error.h"
#include "strategies/calculation_solve.h"

namespace reckon::construction {

CalculationSpace::CalculationSpace(const ConstructRequest& request) : request_(request) {
  if (request.variant.small_deck())
    throw InputError("--ranks: construct plays the 13-rank deck only");
}

calculation::Deal CalculationSpace::parse(const std::string& cards) const {
  calculation::Deal deal = calculation::parse_deal(cards, request_.variant);
  calculation::validate(deal, request_.variant);
  return deal;
}

std::string CalculationSpace::cards(const calculation::Deal& deal) const {
  return calculation::deal_string(deal, request_.variant);
}

void CalculationSpace::mutate(calculation::Deal& deal, SplitMix64& bits) const {
  mutate_stock(deal.stock, bits, request_.reach);
}

std::string CalculationSpace::certify(const calculation::Deal& deal) const {
  strategies::CalculationSolver solver(request_.variant, calculation::Pruning{}, solver::Limits{});
  solver.set_certify(true);
  const strategies::CalculationOutcome o = solver.solve(deal);
  if (o.verdict != solver::Verdict::kUnwinnable)
    throw InternalError("a deal found unwinnable was not when certified");
  if (o.certificate && o.certificate->checked)
    return "DRAT proof of " + std::to_string(o.certificate->lemmas) + " lemmas (" +
           std::to_string(o.certificate->bytes) + " bytes), checked";
  return o.proof.empty() ? "every line searched (no DRAT proof needed)" : "no proof written";
}

// Named as stores made before Fourteen Out was constructed name them, so
// that those resume.
StoreSettings CalculationSpace::settings() const {
  const ConstructRequest& r = request_;
  std::string rules;
  for (int i = 0; i < static_cast<int>(calculation::Rule::kCount); ++i)
    if (!r.effort_rules.on[i])
      rules += (rules.empty() ? "" : ",") + std::string(calculation::kRuleNames[i]);
  StoreSettings s = {{"waste_per_player", std::to_string(r.variant.piles_per_owner)},
                     {"players", std::to_string(r.variant.owners)},
                     {"preplaced", r.variant.preplaced ? "yes" : "no"},
                     {"expert", r.variant.expert ? "yes" : "no"},
                     {"rules_off", rules.empty() ? "none" : rules}};
  // The fair player's settings only where they score.
  if (r.objective == Objective::kFair) {
    const players::FairSettings f = players::resolved(r.fair, r.variant);
    s.insert(s.end(), {{"fair_games", std::to_string(r.fair_games)},
                       {"fair_samples", std::to_string(f.samples)},
                       {"fair_exact_below", std::to_string(f.exact_below)},
                       {"fair_optimal_below", std::to_string(f.optimal_below)}});
  }
  return s;
}

}  // namespace reckon::construction
