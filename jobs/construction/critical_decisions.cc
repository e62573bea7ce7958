#include "jobs/construction/critical_decisions.h"

namespace reckon::construction {

CriticalCounter::CriticalCounter(const calculation::Variant& v, std::uint64_t max_nodes)
    : counter_(v, calculation::Pruning{}, max_nodes) {}

CriticalDecisions CriticalCounter::count(const calculation::Deal& deal,
                                         const calculation::MoveList& line) {
  counter_.start(deal);
  curation::Forgiveness f;
  counter_.add_game(line, f);
  CriticalDecisions d;
  for (const calculation::Move& m : line) d.turns += m.from_stock() ? 1 : 0;
  d.choices = f.decisions;
  d.critical = f.sole_winning;
  d.winning_share = f.winning_share();
  d.undecided = f.undecided;
  d.solves = f.solves;
  return d;
}

}  // namespace reckon::construction
