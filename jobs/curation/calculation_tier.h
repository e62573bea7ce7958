#pragma once
// Difficulty tiers of the Calculation family for game designers, from the
// fair player's chance (calculation_difficulty.h), the share of its seeded
// runs it wins:
//   easy    the fair player wins at least kEasyChance of its runs;
//   medium  at least kMediumChance;
//   hard    at least kHardChance;
//   expert  fewer.
// The score (0 = easiest, 100 = hardest) orders the hardest and easiest
// lists, in the online game's own terms ("easy leaves more room for badly
// placed cards; on hard nearly every decision must be right"):
//   60 x (1 - the fair player's chance)
//   25 x the share of critical decisions along its games
//   15 x (1 - the share of winning choices along them)
// The last two are fine-grained, so deals the fair player never wins still
// come apart. Unwinnable deals, and deals some budgeted solve left
// undecided, have no tier and no score.
#include <string_view>

#include "jobs/curation/calculation_difficulty.h"
#include "reckon/vocabulary.h"

namespace reckon::curation {

using reckon::Tier;

inline constexpr double kEasyChance = 0.75;
inline constexpr double kMediumChance = 0.50;
inline constexpr double kHardChance = 0.25;

inline double difficulty_score(double fair_chance, const Forgiveness& f) {
  return 60 * (1 - fair_chance) + 25 * f.critical_share() + 15 * (1 - f.winning_share());
}

inline Tier calculation_tier(double fair_chance) {
  if (fair_chance >= kEasyChance) return Tier::kEasy;
  if (fair_chance >= kMediumChance) return Tier::kMedium;
  if (fair_chance >= kHardChance) return Tier::kHard;
  return Tier::kExpert;
}

// The stage-1 estimate that picks the candidates of a hardest (easiest)
// list: the share of the human-like players' games that lose.
inline double prescore(const HumanMeasure& h) { return 100 * h.lost_share(); }

}  // namespace reckon::curation
