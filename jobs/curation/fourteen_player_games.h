#pragma once
// How a Fourteen Out deal treats players who do not plan ahead, measured on
// their games (never on the solver's own line, so that nothing here moves
// when the search changes while its verdicts stay):
//   win shares    a slipping deepest player (a random legal pair at 20 % of
//                 its turns) and a random player (a random legal pair at
//                 every turn), `seeds` games each (seeds 1..seeds); the
//                 deterministic simple and deepest players are recorded too;
//   forgiveness   at every position those games pass through that is still
//                 winnable and offers more than one distinct pair (pairs
//                 that lead to the same position up to interchangeable
//                 columns count once), how many of the pairs keep it
//                 winnable. A position counts once for each game that meets
//                 it, so the positions players often reach weigh more. A
//                 game's count stops once it has lost the deal: after that
//                 every pair loses and says nothing about the deal.
// Every verdict is exact; one that the solver's budget leaves open makes the
// whole measure undecided (`decided` false), never a guess, so that a deal's
// figures depend on the deal, the players and the seeds alone.
#include <cstdint>

#include "core/games/fourteen/deal.h"
#include "jobs/curation/decision_profile.h"
#include "strategies/fourteen_solver.h"

namespace reckon::curation {

inline constexpr double kDeepestNoise = 0.20;

struct FourteenPlayerGames {
  int seeds = 0;
  bool simple = false, deepest = false;  // the deterministic players win
  double deepest_noisy = 0;              // share of its games the slipping deepest player wins
  double random = 0;                     // share of its games the random player wins
  DecisionProfile forgiveness;           // over the games of both fallible players
  bool decided = true;                   // every verdict the measure needed was decided
};

// `deal` must be winnable (the caller solved it).
FourteenPlayerGames fourteen_player_games(const fourteen::Deal& deal, int seeds,
                                          strategies::FourteenSolver& solver);

}  // namespace reckon::curation
