#pragma once
// One game played by a named player as the front ends show it, and the JSON
// that `reckon play --json` prints and /api/play answers. api::play gives
// the public result of the same run.
#include <string>

#include "core/games/calculation/move.h"
#include "jobs/common/deal_source.h"
#include "players/fair_player.h"
#include "players/named_player.h"
#include "reckon/play.h"

#pragma GCC visibility push(hidden)
namespace reckon::api {

struct PlayRun {
  PlayRequest request;
  jobs::DealSource source;  // labelled
  calculation::Variant variant;
  players::Player player = players::Player::kFair;
  players::FairSettings fair;
  calculation::MoveList moves;  // the whole game, replayed by the independent checker
  bool won = false;
  std::string why;  // lost: what was left
};

// InternalError when the player's game fails its replay.
PlayRun run_play(const PlayRequest& request);
PlayResult play_result(const PlayRun& run);
// One JSON object, without a line end.
std::string play_json(const PlayRun& run);

}  // namespace reckon::api
#pragma GCC visibility pop
