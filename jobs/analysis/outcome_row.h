#pragma once
// The row of one deal, built the same way for every game: from a solver's
// outcome (perfect play) or from whether a player's line won, and the time
// it took.
#include <chrono>
#include <cstdint>
#include <string>

#include "jobs/analysis/row.h"
#include "reckon/vocabulary.h"
#include "solver/verdict.h"

namespace reckon::analysis {

// Rounded, not cut off: a run of many deals of a few microseconds each
// would otherwise report its solving time some 0.5 us a deal short.
inline std::uint64_t micros_since(std::chrono::steady_clock::time_point start) {
  return static_cast<std::uint64_t>(
      std::chrono::round<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count());
}

// Perfect play: verdict, effort and line length of either game's outcome.
template <class Solved>
Row solved_row(const Solved& o) {
  Row r;
  r.outcome = outcome_of(o.verdict);
  r.nodes = o.stats.nodes;
  r.length = static_cast<int>(o.moves.size());
  r.interrupted = o.stopped_by == StopReason::kStop;
  return r;
}

// A heuristic player: won or lost, and the length of a winning line.
inline Row played_row(bool won, std::size_t moves) {
  Row r;
  r.outcome = won ? Outcome::kWon : Outcome::kLost;
  r.length = won ? static_cast<int>(moves) : 0;
  return r;
}

}  // namespace reckon::analysis
