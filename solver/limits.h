#pragma once
// Budgets of one search. Nodes are the deterministic budget; time and memory
// are safety nets. Hitting any of them makes the verdict kUnknown.
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "solver/progress.h"

namespace reckon::solver {

struct Limits {
  std::uint64_t max_nodes = 0;        // 0: no limit
  double max_seconds = 0;             // 0: no limit
  std::size_t max_memory_mib = 1024;  // the transposition table never exceeds this
  const std::atomic<bool>* stop = nullptr;  // set from outside to cancel (Ctrl-C, shutdown)
  Progress* progress = nullptr;             // optional: a live view for a progress display
};

}  // namespace reckon::solver
