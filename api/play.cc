#include "reckon/play.h"

#include "api/request_parts.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/internal_error.h"
#include "jobs/analysis/calculation_analyzer.h"  // check_fair_settings
#include "jobs/common/deal_source.h"
#include "players/named_player.h"

namespace reckon::api {

PlayResult play(const PlayRequest& req) {
  if (req.game == Game::kFourteen)
    throw InputError("play: Fourteen Out is open (no hidden cards); solve it instead");
  const calculation::Variant v = calculation_variant(req.game, req.variant, true);
  const auto player = players::player_from_name(req.strategy);
  if (!player) throw InputError("--strategy " + req.strategy + ": expected " + players::player_names());
  const players::FairSettings fair = fair_settings_of(req.fair);
  analysis::check_fair_settings(fair);
  players::check_plays(*player, v, fair);
  const calculation::Deal deal = jobs::load_deal(source_of(req.deal), v, nullptr);
  const calculation::MoveList moves = players::play_deal(deal, v, *player, fair);
  const calculation::ReplayResult check = calculation::replay(deal, v, moves);
  if (check.status == calculation::ReplayResult::Status::kIllegal)
    throw InternalError("the " + std::string(players::player_name(*player)) +
                        " player made an illegal move " + std::to_string(check.move) + ": " +
                        check.why);
  PlayResult r;
  r.strategy = players::player_name(*player);
  r.sees_stock = !players::plays_fair(*player);
  r.won = check.status == calculation::ReplayResult::Status::kWon;
  if (!r.won) r.why = check.why;
  for (const calculation::Move& m : moves) r.moves.push_back(calculation::move_notation(m, v));
  return r;
}

}  // namespace reckon::api
