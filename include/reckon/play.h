#pragma once
// api::play: one deal of the Calculation family played from its start by a
// named player (`reckon play`): fair, simple and runs never see the stock,
// the planner does. The game comes back in verify's notation, replayed by
// the independent checker. Part of the public API; include reckon/reckon.h.
#include <cstdint>
#include <string>
#include <vector>

#include "reckon/reckon.h"

namespace reckon::api {

struct PlayRequest {
  Game game = Game::kCalculation;  // Calculation or Rechenkünstler
  Variant variant;                 // a small deck (Variant::ranks) too, not with the planner
  DealSpec deal;
  std::string strategy = "fair";  // fair, simple, runs or planner (any case)
  FairPlayer fair;                // the fair player's draws, its seed as given (as reckon play)
};

struct PlayResult {
  std::string strategy;            // its name, as reckon spells it
  bool sees_stock = false;         // the planner: it is no player of the real game
  bool won = false;
  std::vector<std::string> moves;  // the whole game, verify's notation
  std::string why;                 // lost: what was left, as verify says it
};
// Throws InputError for a player that does not play the variant (runs and
// the planner do not play Experte; a small deck's fair player needs
// exact_below 0 and optimal_below 4 or more, or -1).
PlayResult play(const PlayRequest& request);

}  // namespace reckon::api
