#pragma once
// The critical decisions of a winnable Calculation-family deal, counted
// along a winning line: before each turned card, the card's distinct
// placements (those that lead to the same position count once: a foundation
// or a waste pile, piles alike by content alike) are each decided by the
// exact solver. A turned card is critical when it has two or more distinct
// placements and exactly one of them keeps the deal winnable. The share is
// critical turns over all turned cards (48 with the bases preplaced).
//
// Every verdict is exact, so the count is a property of the deal and the
// line; the line is the solver's winning line. The line's own placement
// wins (it is on a winning line), and a turn stops being examined once a
// second placement wins: only a critical turn needs each other placement
// proven lost. A verdict a node budget leaves open marks the count
// undecided (never scored).
//
// Graded, every placement of every turn with a choice is decided, and
// tightness() says how close the line's other turns come to being critical:
// the mean, over the turns with a choice, of (losing placements) /
// (placements - 1), which is 1 at a critical turn and 0 where every
// placement wins. It ranks deals with as many critical turns (the
// construction's tie-break); the critical count is the same either way.
#include <cstdint>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "jobs/curation/calculation_forgiveness.h"

namespace reckon::construction {

struct CriticalDecisions {
  int turns = 0;     // turned cards along the line
  int choices = 0;   // of which had two or more distinct placements
  int critical = 0;  // of which exactly one placement kept the deal winnable
  bool undecided = false;
  double losing = 0;  // graded: the sum, over turns with a choice, of their losing share
  std::uint64_t solves = 0;
  double share() const { return turns ? static_cast<double>(critical) / turns : 0.0; }
  double tightness() const { return choices ? losing / choices : 0.0; }
};

class CriticalCounter {
 public:
  // `max_nodes` per exact solve (0: none); `graded`: decide every placement.
  CriticalCounter(const calculation::Variant& v, std::uint64_t max_nodes, bool graded = false);
  // `line`: a winning line from the deal's start (legal, as the solver gives it).
  CriticalDecisions count(const calculation::Deal& deal, const calculation::MoveList& line);

 private:
  calculation::Variant variant_;
  bool graded_;
  curation::ForgivenessCounter counter_;
};

}  // namespace reckon::construction
