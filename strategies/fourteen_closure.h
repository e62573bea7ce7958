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

// A lost deal's certificate, checked by the independent checker: what
// `solve --certify` and api::solve report. Throws InternalError (a bug,
// never a verdict) when the table can be emptied after all or the checker
// refuses the set, InputError when more than max_positions are reachable.
struct CheckedClosure {
  std::string certificate;  // the text the checker accepted
  std::uint64_t positions = 0;
  double seconds = 0;  // writing and checking
};
inline constexpr std::uint64_t kMaxClosurePositions =
    50'000'000;  // about 10 bytes each in memory: under 1 GiB
CheckedClosure certify_loss(const Deal& deal, std::uint64_t max_positions = kMaxClosurePositions);

// The deal's ranks (1..13), column by column, first dealt first: what the
// checker compares the certificate's columns with.
std::vector<std::vector<int>> column_ranks(const Deal& deal);

}  // namespace reckon::fourteen
