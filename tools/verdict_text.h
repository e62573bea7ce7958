#pragma once
// solve's "Verdict:" line for either game's outcome: the verdict with its
// effort and, when a budget ran out, which option's limit stopped it.
#include <iomanip>
#include <sstream>
#include <string>

#include "reckon/vocabulary.h"
#include "solver/limits.h"

namespace reckon::cli {

// Outcome: strategies::CalculationOutcome or FourteenOutcome.
template <class Outcome>
std::string verdict_text(const Outcome& o, const solver::Limits& limits) {
  std::ostringstream s;
  s << name_of(o.verdict) << " (" << o.stats.nodes << " nodes, " << std::fixed
    << std::setprecision(3) << o.seconds << " s)";
  if (o.verdict != Verdict::kUnknown) return s.str();
  s << "\n  the search stopped: ";
  switch (o.stopped_by) {
    case StopReason::kNodes:
      s << "--max-nodes " << limits.max_nodes << " reached";
      break;
    case StopReason::kTime:
      s << "--max-seconds " << limits.max_seconds << " reached";
      break;
    case StopReason::kMemory:
      s << "--max-memory " << limits.max_memory_mib << " MiB reached";
      break;
    case StopReason::kNone:
    case StopReason::kStop:
      s << "interrupted";
      break;
  }
  s << "; nothing is claimed about this deal";
  return s.str();
}

}  // namespace reckon::cli
