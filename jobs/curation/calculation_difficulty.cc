#include "jobs/curation/calculation_difficulty.h"

#include <vector>

#include "core/games/calculation/key.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"

namespace reckon::cli {

using calculation::Move;

HeuristicRates heuristic_rates(const calculation::Deal& deal, const calculation::Variant& v, int seeds) {
  using calculation::Strategy;
  const auto wins = [&](Strategy s, double noise, std::uint64_t seed) {
    return calculation::replay(deal, v, calculation::play(deal, v, s, noise, seed)).status ==
           calculation::ReplayResult::Status::kWon;
  };
  HeuristicRates r;
  r.seeds = seeds;
  r.simple = wins(Strategy::kSimple, 0, 0);
  r.runs = wins(Strategy::kRuns, 0, 0);
  r.planner = wins(Strategy::kPlanner, 0, 0);
  int simple = 0, planner = 0;
  for (int s = 1; s <= seeds; ++s) {
    simple += wins(Strategy::kSimple, kSimpleNoise, static_cast<std::uint64_t>(s));
    planner += wins(Strategy::kPlanner, kPlannerNoise, static_cast<std::uint64_t>(s));
  }
  if (seeds > 0) {
    r.simple_noisy = static_cast<double>(simple) / seeds;
    r.planner_noisy = static_cast<double>(planner) / seeds;
  }
  return r;
}


DecisionProfile player_difficulty(const calculation::Deal& deal, const calculation::Variant& v,
                                  const calculation::MoveList& line, CalculationSolver& solver) {
  DecisionProfile profile;
  std::vector<Rank> ranks;
  for (Card c : deal.stock) ranks.push_back(c.rank());
  calculation::MoveList prefix;
  for (const Move& chosen : line) {
    if (chosen.from_stock()) {
      const calculation::State s = state_after(v, prefix);
      const int i = s.next;
      // The distinct placements of card i here.
      std::vector<std::pair<Move, calculation::Key>> options;
      const auto consider = [&](const Move& m) {
        calculation::MoveList one{m};
        calculation::State c = s;
        if (m.kind == Move::Kind::kStockToFoundation) {
          ++c.found[m.foundation];
        } else {
          c.push(m.pile, i);
        }
        ++c.next;
        const calculation::Key k = calculation::make_key(c, v, ranks.data());
        for (const auto& o : options)
          if (o.second == k) return;
        options.emplace_back(m, k);
      };
      consider(chosen);  // first, so that its twins count as the same choice
      for (int k = 0; k < 4; ++k)
        if (calculation::needs(s, k) == ranks[i])
          consider({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), deal.stock[i]});
      const int first = v.owner_of_card(i) * v.piles_per_owner;
      for (int p = first; p < first + v.piles_per_owner; ++p)
        consider({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, deal.stock[i]});
      if (options.size() > 1) {
        int winning = 1;  // the line's own choice wins
        for (std::size_t o = 1; o < options.size(); ++o) {
          calculation::MoveList alt = prefix;
          alt.push_back(options[o].first);
          const CalculationOutcome out = solver.solve_from(deal, state_after(v, alt), alt);
          if (out.verdict == solver::Verdict::kWinnable) ++winning;
          if (out.verdict == solver::Verdict::kUnknown) ++profile.unknown_choices;
        }
        profile.add_decision(static_cast<int>(options.size()), winning);
      }
    }
    prefix.push_back(chosen);
  }
  return profile;
}

}  // namespace reckon::cli
