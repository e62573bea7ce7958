#pragma once
// The hint for a Calculation-family game in progress: is the position still
// winnable, which next moves keep it winnable, does it finish by itself, and
// (asked for) the fair hint, judged only from what a player sees. The CLI
// (tools/hint_command.cc), the server and reckon/hint.h call this one function.
//
// Every verdict is exact; a budget that runs out gives "unknown". The
// budgets (Limits) hold for each question alone: the position, and each
// next move.
// Every move labelled, or the best move alone (hint_kind.h): a cold hint's
// time is in the labels (doc/results.md, "Server").
#include <cstdint>
#include <optional>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/pruning.h"
#include "core/games/calculation/state.h"
#include "jobs/hint/hint_kind.h"
#include "jobs/hint/verdict_cache.h"
#include "players/fair_player.h"
#include "solver/limits.h"
#include "solver/verdict.h"

namespace reckon::hint {

struct CalculationHintRequest {
  HintKind kind = HintKind::kEveryMove;
  calculation::Deal deal;
  calculation::Variant variant;
  calculation::MoveList played;  // replayed legal by the caller
  solver::Limits limits;
  calculation::Pruning pruning;
  std::optional<players::FairSettings> fair;  // also the fair hint
  // A won position's next moves: each first gets a search of this many
  // nodes, then a question to the position's model (0: the model at once).
  // Only time depends on it, never a verdict.
  std::uint64_t quick_search_nodes = 100;
  // Verdicts kept from earlier hints (a server's), read for the next moves
  // and added to; none: every next move is solved.
  VerdictCache* cache = nullptr;
};

struct NextMove {
  calculation::Move move;
  solver::Verdict verdict = solver::Verdict::kUnknown;
  // What labelled it: its own solve, or (a won position, not Experte, rule
  // sat on) the position's winning line, its own short search, or a
  // question to the position's model (calculation_hint.cc).
  // kCache: an earlier hint's (VerdictCache).
  enum class Source { kAlone, kLine, kSearch, kModel, kCache } source = Source::kAlone;
};

// The fair hint: the free moves a player makes before turning, then the
// placements of the next card, best first, judged without the hidden order.
// An empty `turned`: the stock is empty, nothing is hidden.
struct FairHint {
  calculation::MoveList before_turn;
  Card turned;
  int face_down = 0;
  int samples_at_most = 0;  // the player's setting: orders drawn for a decision at most
  std::vector<players::FairChoice> choices;
};

struct CalculationHint {
  calculation::State position;  // after the moves played
  solver::Verdict verdict = solver::Verdict::kUnknown;
  std::uint64_t nodes = 0;  // the position's own question
  bool finishes_by_itself = false;
  // kEveryMove: every legal next move; none when the position is lost.
  // kBestMove: none (best_move instead).
  std::vector<NextMove> next_moves;
  // kBestMove, a winnable position with a card left to play: the next move
  // of `line`, a winning line from the deal's start through the moves
  // played (replayed won before it is given).
  std::optional<calculation::Move> best_move;
  calculation::MoveList line;
  std::optional<FairHint> fair;
};

CalculationHint calculation_hint(const CalculationHintRequest& request);

// InputError naming the first move of `played` the rules refuse ("move 3
// (w1-f2) is illegal: ...").
void check_played(const calculation::Deal& deal, const calculation::Variant& v,
                  const calculation::MoveList& played);

// The next moves after `played` (at state s) that the rules allow.
calculation::MoveList legal_next_moves(const calculation::Deal& deal, const calculation::Variant& v,
                                       const calculation::State& s,
                                       const calculation::MoveList& played);

}  // namespace reckon::hint
