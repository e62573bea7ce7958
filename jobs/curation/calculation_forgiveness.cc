#include "jobs/curation/calculation_forgiveness.h"

#include <utility>
#include <vector>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/key.h"
#include "core/games/calculation/players.h"

namespace reckon::curation {

using calculation::Move;
using calculation::State;

ForgivenessCounter::ForgivenessCounter(const calculation::Variant& v,
                                       const calculation::Pruning& pruning, std::uint64_t max_nodes)
    : v_(v), solver_(v, pruning, solver::Limits{.max_nodes = max_nodes, .max_seconds = 0}) {}

void ForgivenessCounter::start(const calculation::Deal& deal) {
  deal_ = deal;
  ranks_.clear();
  for (Card c : deal.stock) ranks_.push_back(c.rank());
  verdicts_.clear();
  counted_.clear();
}

bool ForgivenessCounter::winnable(const State& s, const calculation::MoveList& prefix,
                                  Forgiveness& into) {
  const Words k = calculation::make_key(s, v_, ranks_.data()).words;
  if (const auto it = verdicts_.find(k); it != verdicts_.end()) return it->second;
  // A winning play-out by the planner (which sees the stock) proves the
  // position winnable without a search; only the rest is searched.
  if (calculation::wins_from(deal_, v_, s, calculation::Strategy::kPlanner)) {
    verdicts_.emplace(k, true);
    return true;
  }
  ++into.solves;
  const strategies::CalculationOutcome o = solver_.solve_from(deal_, s, prefix);
  if (o.verdict == solver::Verdict::kUnknown) {
    into.undecided = true;
    return false;  // not remembered: the deal is not scored anyway
  }
  const bool wins = o.verdict == solver::Verdict::kWinnable;
  verdicts_.emplace(k, wins);
  return wins;
}

std::vector<Move> ForgivenessCounter::placements(const State& s, const Move& chosen) const {
  const int i = s.next;
  const Card card = deal_.stock[static_cast<std::size_t>(i)];
  std::vector<std::pair<Move, Words>> options;
  const auto consider = [&](const Move& m) {
    State c = s;
    calculation::apply_move(c, m);
    const Words k = calculation::make_key(c, v_, ranks_.data()).words;
    for (const auto& o : options)
      if (o.second == k) return;
    options.emplace_back(m, k);
  };
  consider(chosen);
  for (int f = 0; f < calculation::kFoundations; ++f)
    if (calculation::needs(s, f) == ranks_[static_cast<std::size_t>(i)])
      consider({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(f), card});
  const int first = v_.owner_of_card(i) * v_.piles_per_owner;
  for (int p = first; p < first + v_.piles_per_owner; ++p)
    consider({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, card});
  std::vector<Move> out;
  for (const auto& o : options) out.push_back(o.first);
  return out;
}

void ForgivenessCounter::add_game(const calculation::MoveList& game, Forgiveness& into) {
  State s = calculation::initial_state(v_);
  calculation::MoveList prefix;
  for (const Move& chosen : game) {
    if (chosen.from_stock()) {
      if (!winnable(s, prefix, into) || into.undecided)
        return;  // lost (or not known): nothing more to learn
      const Words here = calculation::make_key(s, v_, ranks_.data()).words;
      if (counted_.emplace(here, true).second) {
        const std::vector<Move> options = placements(s, chosen);
        if (options.size() > 1) {
          int wins = 0;
          for (const Move& m : options) {
            State c = s;
            calculation::apply_move(c, m);
            calculation::MoveList alt = prefix;
            alt.push_back(m);
            if (winnable(c, alt, into)) ++wins;
            if (into.undecided) return;
          }
          into.add_decision(static_cast<int>(options.size()), wins);
        }
      }
    }
    calculation::apply_move(s, chosen);
    prefix.push_back(chosen);
  }
}

}  // namespace reckon::curation
