#pragma once
// Loss certificates for Fourteen Out: the set of every position reachable
// from the start, written in the format core/games/fourteen/closure_check.h
// checks. The solver proves losses with pruning rules and a transposition
// table, which nobody outside can check; this set needs none of them, so a
// checker of a few dozen lines can confirm the loss from the rules alone.
#include <cstdint>
#include <string>
#include <vector>

#include "core/games/fourteen/deal.h"

namespace reckon::fourteen {

struct Closure {
  enum class Outcome { kLost, kWon, kTooLarge } outcome = Outcome::kTooLarge;
  std::string certificate;      // kLost: the certificate's text
  std::uint64_t positions = 0;  // positions reached (kTooLarge: when it stopped)
};

// Breadth first over the positions the moves reach (column heights, no
// symmetry), stopping at an empty table (kWon) or past max_positions
// (kTooLarge: a budget, never a verdict).
Closure reachable_closure(const Deal& deal, std::uint64_t max_positions);

// The deal's ranks (1..13), column by column, first dealt first: what the
// checker compares the certificate's columns with.
std::vector<std::vector<int>> column_ranks(const Deal& deal);

}  // namespace reckon::fourteen
