#pragma once
// The independent solution checker. It shares no code with the search (only
// the Deal and Move records): columns are plain vectors, and each move is
// checked against the rules of doc/rules.md as written. Every line the solver
// reports as a win is replayed here before it is printed.
#include <string>

#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"

namespace reckon::fourteen {

struct ReplayResult {
  enum class Status { kWon, kNotWon, kIllegal };
  Status status = Status::kNotWon;
  int move = 0;     // kIllegal: 1-based number of the offending move
  std::string why;  // kIllegal: what is wrong; kNotWon: what is left
};

ReplayResult replay(const Deal& deal, const MoveList& moves);

}  // namespace reckon::fourteen
