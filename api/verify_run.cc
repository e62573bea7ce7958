#include "api/verify_run.h"

#include "api/request_parts.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "core/json.h"

namespace reckon::api {
namespace {

template <class Replay>
VerifyResult verify_result(const Replay& replay, std::size_t moves) {
  VerifyResult r;
  r.moves = moves;
  using Status = typename Replay::Status;
  r.status = replay.status == Status::kWon      ? VerifyResult::Status::kWins
             : replay.status == Status::kNotWon ? VerifyResult::Status::kDoesNotWin
                                                : VerifyResult::Status::kIllegal;
  if (r.status == VerifyResult::Status::kIllegal) r.illegal_move = replay.move;
  r.why = replay.why;
  return r;
}

}  // namespace

VerifyRun run_verify(const VerifyRequest& request) {
  VerifyRun run;
  run.request = request;
  if (request.game == Game::kFourteen) {
    const fourteen::Deal deal = jobs::load_fourteen_deal(source_of(request.deal), &run.source);
    const fourteen::MoveList moves = fourteen::parse_moves(request.moves, deal.layout);
    run.result = verify_result(fourteen::replay(deal, moves), moves.size());
    if (run.result.illegal_move > 0)
      run.illegal_notation =
          fourteen::move_notation(moves[static_cast<std::size_t>(run.result.illegal_move - 1)]);
    return run;
  }
  const calculation::Variant v = calculation_variant(request.game, request.variant, true);
  const calculation::Deal deal = jobs::load_deal(source_of(request.deal), v, &run.source);
  const calculation::MoveList moves = calculation::parse_moves(request.moves, v);
  run.result = verify_result(calculation::replay(deal, v, moves), moves.size());
  if (run.result.illegal_move > 0)
    run.illegal_notation =
        calculation::move_notation(moves[static_cast<std::size_t>(run.result.illegal_move - 1)], v);
  return run;
}

std::string verify_json(const VerifyRun& run) {
  const VerifyResult& r = run.result;
  const char* status = r.status == VerifyResult::Status::kWins         ? "wins"
                       : r.status == VerifyResult::Status::kDoesNotWin ? "does not win"
                                                                       : "illegal";
  json::Writer w;
  w.begin_object().member("game", name_of(run.request.game));
  jobs::write_source_json(w, run.source);
  w.member("moves", static_cast<std::uint64_t>(r.moves)).member("result", status);
  if (r.status == VerifyResult::Status::kIllegal) w.member("move", r.illegal_move);
  if (!r.why.empty()) w.member("why", r.why);
  w.end_object();
  return w.str();
}

int verify_exit_status(const VerifyResult& result) {
  switch (result.status) {
    case VerifyResult::Status::kWins:
      return 0;
    case VerifyResult::Status::kDoesNotWin:
      return 1;
    case VerifyResult::Status::kIllegal:
      break;
  }
  return 2;
}

}  // namespace reckon::api
