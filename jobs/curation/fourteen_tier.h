#pragma once
// Difficulty tiers of Fourteen Out deals, in the terms of the online
// Calculation page's levels: how much room a deal leaves for badly chosen
// pairs. Every figure comes from the players' games and exact verdicts
// (fourteen_player_games.h), none from the search's effort, so a tier
// belongs to the deal: it changes only when the players or their seeds do.
//
// The tiers, for a winnable deal (a "sensible player" is the slipping
// deepest player: it frees the deepest columns but takes a random pair at
// one turn in five; "pairs met" are the distinct pairs on offer at the
// still-winnable positions of the sensible and the random players' games):
//   easy    the sensible player wins at least half of its games;
//   medium  it wins at least one game in ten;
//   expert  it wins fewer than one in ten, and at least 15 % of the pairs
//           met lose the deal;
//   hard    the rest: it wins fewer than one in ten, but most wrong turns
//           are still forgiven.
// Unwinnable deals have no tier.
//
// The score orders deals within the lists (hardest, easiest), 0 = easiest,
// 100 = hardest:
//   30 x (1 - the sensible player's win share)
//   10 x (1 - the random player's win share)
//   30 x the share of pairs met that lose
//   30 x the share of decisions that are critical (fewer than half of the
//        pairs on offer win)
// The forgiveness terms spread the top apart, where both players lose every
// game: on deals 1..10,000 the top 1 % of the score spans 60 to 92 points
// (doc/results.md, "Curation").
#include "jobs/curation/calculation_tier.h"  // Tier
#include "jobs/curation/fourteen_player_games.h"

namespace reckon::curation {

inline constexpr double kFourteenEasyWins = 0.5;       // the sensible player's win share, at least
inline constexpr double kFourteenMediumWins = 0.1;     // the same, at least
inline constexpr double kFourteenExpertLosing = 0.15;  // pairs met that lose, at least

inline double fourteen_losing_share(const DecisionProfile& p) { return 1 - p.winning_share(); }

inline double fourteen_difficulty_score(double sensible, double random, const DecisionProfile& p) {
  return 30 * (1 - sensible) + 10 * (1 - random) + 30 * fourteen_losing_share(p) +
         30 * p.critical_share();
}

inline Tier fourteen_tier_of(double sensible, const DecisionProfile& p) {
  if (sensible >= kFourteenEasyWins) return Tier::kEasy;
  if (sensible >= kFourteenMediumWins) return Tier::kMedium;
  if (fourteen_losing_share(p) >= kFourteenExpertLosing) return Tier::kExpert;
  return Tier::kHard;
}

}  // namespace reckon::curation
