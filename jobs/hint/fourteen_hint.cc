// The Fourteen Out hint (fourteen_hint.h): the position's verdict, then
// each legal pair's.
#include "jobs/hint/fourteen_hint.h"

#include "core/card.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "reckon/input_error.h"
#include "jobs/curation/fourteen_difficulty.h"
#include "strategies/fourteen_solver.h"

namespace reckon::hint {

std::string describe_fourteen_position(const fourteen::Deal& deal, fourteen::Mask cards) {
  const fourteen::Board board(deal);
  const fourteen::Mask exposed = board.exposed(cards);
  std::string tops, heights;
  for (int c = 0; c < board.columns(); ++c) {
    const int id = board.top(exposed, c);
    tops += (c ? " " : "") +
            (id < 0 ? std::string("—") : to_pretty(deal.grid[static_cast<std::size_t>(id)]));
    heights += (c ? " " : "") + std::to_string(board.height(cards, c));
  }
  const int left = fourteen::count(cards);
  return std::to_string(left) + " card" + (left == 1 ? "" : "s") + " left; exposed: " + tops +
         " (columns 1 to " + std::to_string(board.columns()) + "; heights " + heights + ")";
}

FourteenHint fourteen_hint(const FourteenHintRequest& request) {
  const fourteen::Deal& deal = request.deal;
  const fourteen::MoveList& played = request.played;
  const fourteen::ReplayResult r = fourteen::replay(deal, played);
  if (r.status == fourteen::ReplayResult::Status::kIllegal)
    throw InputError("move " + std::to_string(r.move) + " (" +
                     fourteen::move_notation(played[static_cast<std::size_t>(r.move - 1)]) +
                     ") is illegal: " + r.why);
  strategies::FourteenSolver solver(request.pruning, request.limits);
  // The deal's start is decided with the mirror too; a later position forward.
  const strategies::FourteenOutcome now =
      played.empty() ? solver.solve(deal) : solver.solve_from(deal, played);
  const fourteen::Board board(deal);
  FourteenHint h;
  h.cards = strategies::cards_after(board, played);
  h.position = describe_fourteen_position(deal, h.cards);
  h.verdict = now.verdict;
  h.nodes = now.stats.nodes;
  if (request.kind == HintKind::kBestMove) {
    if (now.verdict == solver::Verdict::kWinnable && now.moves.size() > played.size())
      h.best_move = now.moves[played.size()];
  } else if (now.verdict != solver::Verdict::kUnwinnable) {
    for (const fourteen::Move& m : curation::legal_pairs(board, deal, h.cards)) {
      fourteen::MoveList after = played;
      after.push_back(m);
      h.next_moves.push_back({m, solver.solve_from(deal, after).verdict});
    }
  }
  h.finishes_by_itself = curation::finishes_by_itself(deal, h.cards);
  return h;
}

}  // namespace reckon::hint
