#include "api/play_run.h"
#include "api/request_parts.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/internal_error.h"
#include "core/json.h"
#include "jobs/analysis/calculation_analyzer.h"  // check_fair_settings
#include "jobs/common/calculation_family.h"

namespace reckon::api {

PlayRun run_play(const PlayRequest& req) {
  if (req.game == Game::kFourteen)
    throw InputError(
        "play is for the Calculation family; Fourteen Out is played open (its players: "
        "analyze --game fourteen --strategy simple|deepest)");
  PlayRun run;
  run.request = req;
  run.variant = calculation_variant(req.game, req.variant, true);
  const auto player = players::player_from_name(req.strategy);
  if (!player)
    throw InputError("--strategy " + req.strategy + ": expected " + players::player_names());
  run.player = *player;
  run.fair = fair_settings_of(req.fair);
  analysis::check_fair_settings(run.fair);
  players::check_plays(run.player, run.variant, run.fair);
  const calculation::Deal deal = jobs::load_deal(source_of(req.deal), run.variant, &run.source);
  run.moves = players::play_deal(deal, run.variant, run.player, run.fair);
  const calculation::ReplayResult check = calculation::replay(deal, run.variant, run.moves);
  if (check.status == calculation::ReplayResult::Status::kIllegal)
    throw InternalError("the " + std::string(players::player_name(run.player)) +
                        " player made an illegal move " + std::to_string(check.move) + ": " +
                        check.why);
  run.won = check.status == calculation::ReplayResult::Status::kWon;
  if (!run.won) run.why = check.why;
  return run;
}

PlayResult play_result(const PlayRun& run) {
  PlayResult r;
  r.strategy = players::player_name(run.player);
  r.sees_stock = !players::plays_fair(run.player);
  r.won = run.won;
  r.why = run.why;
  for (const calculation::Move& m : run.moves)
    r.moves.push_back(calculation::move_notation(m, run.variant));
  return r;
}

std::string play_json(const PlayRun& run) {
  json::Writer w;
  w.begin_object().member("game", name_of(run.request.game));
  jobs::write_source_json(w, run.source);
  jobs::write_variant_json(w, run.variant);
  w.member("strategy", std::string(players::player_name(run.player)));
  w.member("sees_stock", !players::plays_fair(run.player));
  if (run.player == players::Player::kFair)
    w.member("seed", run.fair.seed).member("samples", run.fair.samples);
  w.member("won", run.won);
  jobs::write_moves_json(w, run.moves, run.variant);
  w.member("notation", jobs::line_notation(run.moves, run.variant));
  w.end_object();
  return w.str();
}

PlayResult play(const PlayRequest& request) { return play_result(run_play(request)); }

}  // namespace reckon::api
