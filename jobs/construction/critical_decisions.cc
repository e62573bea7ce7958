#include "jobs/construction/critical_decisions.h"

#include "core/games/calculation/apply_move.h"

namespace reckon::construction {

CriticalCounter::CriticalCounter(const calculation::Variant& v, std::uint64_t max_nodes,
                                 bool graded)
    : variant_(v), graded_(graded), counter_(v, calculation::Pruning{}, max_nodes) {}

CriticalDecisions CriticalCounter::count(const calculation::Deal& deal,
                                         const calculation::MoveList& line) {
  counter_.start(deal);
  curation::Forgiveness effort;  // the solves made, and whether one was left open
  CriticalDecisions d;
  calculation::State s = calculation::initial_state(variant_);
  calculation::MoveList prefix;
  for (const calculation::Move& chosen : line) {
    if (chosen.from_stock()) {
      ++d.turns;
      const std::vector<calculation::Move> options = counter_.placements(s, chosen);
      if (options.size() > 1) {
        ++d.choices;
        int wins = 1;  // options[0], the line's own
        for (std::size_t k = 1; k < options.size() && (graded_ || wins < 2); ++k) {
          calculation::State after = s;
          calculation::apply_move(after, options[k]);
          calculation::MoveList alt = prefix;
          alt.push_back(options[k]);
          if (counter_.winnable(after, alt, effort)) ++wins;
          if (effort.undecided) {
            d.undecided = true;
            d.solves = effort.solves;
            return d;
          }
        }
        if (wins == 1) ++d.critical;
        const auto n = static_cast<double>(options.size());
        if (graded_) d.losing += (n - wins) / (n - 1);
      }
    }
    calculation::apply_move(s, chosen);
    prefix.push_back(chosen);
  }
  d.solves = effort.solves;
  return d;
}

}  // namespace reckon::construction
