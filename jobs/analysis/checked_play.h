#pragma once
// The row of a heuristic player's game, for either game: its line replayed
// by the game's independent checker first (an illegal move is a bug in the
// player, reported as InternalError), then won or lost.
#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include "core/internal_error.h"
#include "jobs/analysis/outcome_row.h"

namespace reckon::analysis {

// check: the game's ReplayResult of the player's line of `moves` moves.
template <class ReplayResult>
Row checked_play_row(const ReplayResult& check, std::size_t moves, std::string_view player,
                     const std::string& deal, std::chrono::steady_clock::time_point start) {
  using Status = typename ReplayResult::Status;
  if (check.status == Status::kIllegal)
    throw InternalError("the " + std::string(player) + " player made an illegal move " +
                        std::to_string(check.move) + " in deal " + deal + ": " + check.why);
  Row r = played_row(check.status == Status::kWon, moves);
  r.micros = micros_since(start);
  return r;
}

}  // namespace reckon::analysis
