#pragma once
// The hint for a Fourteen Out game in progress: is the position still
// winnable, which next pairs keep it winnable, and does it finish by itself.
// The CLI (tools/fourteen_hint_command.cc) and reckon/hint.h call it.
//
// Every verdict is exact; a budget that runs out gives "unknown". The
// budget (Limits) holds for each question alone: the position, and each
// next pair.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"
#include "core/games/fourteen/rules.h"
#include "jobs/hint/hint_kind.h"
#include "solver/limits.h"
#include "solver/verdict.h"

namespace reckon::hint {

struct FourteenHintRequest {
  HintKind kind = HintKind::kEveryMove;
  fourteen::Deal deal;
  fourteen::MoveList played;  // InputError naming the first illegal one
  solver::Limits limits;
  fourteen::Pruning pruning;
};

struct FourteenNextMove {
  fourteen::Move move;
  solver::Verdict verdict = solver::Verdict::kUnknown;
};

struct FourteenHint {
  fourteen::Mask cards = 0;  // left after the moves played
  std::string position;      // describe_fourteen_position
  solver::Verdict verdict = solver::Verdict::kUnknown;
  std::uint64_t nodes = 0;  // the position's own question
  bool finishes_by_itself = false;
  // kEveryMove: every legal pair; none when the position is lost.
  // kBestMove: none (best_move instead).
  std::vector<FourteenNextMove> next_moves;
  // kBestMove, a winnable position with cards left: the next pair of the
  // solver's winning line (which the solver replays before it gives it).
  std::optional<fourteen::Move> best_move;
};

FourteenHint fourteen_hint(const FourteenHintRequest& request);

// "44 cards left; exposed: 9♥ K♣ — ... (columns 1 to 12; heights 5 4 0 ...)"
std::string describe_fourteen_position(const fourteen::Deal& deal, fourteen::Mask cards);

}  // namespace reckon::hint
