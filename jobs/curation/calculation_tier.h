#pragma once
// Difficulty tiers for game designers ("easy", "medium", "hard", "expert").
//
// The score (0 = easiest, 100 = hardest) weighs how often fallible players
// lose the deal, and how much search it takes:
//   60 x (1 - fallible planner's win share)       a good player who slips at times
//   20 x (1 - fallible simple player's win share) a plain rule-following player
//   20 x min(1, log10(nodes + 1) / 6)             search effort
// The thresholds split Calculation (4 waste piles) deals 1..10,000 at their
// 40th, 70th and 90th percentiles, measured with
//   reckon curate --game calculation --deals 1-10000 --calibrate
// and the same scale serves every variant (a harder variant simply has more
// hard deals). Unwinnable deals have no tier.
#include <cmath>
#include <cstdint>
#include <string_view>

#include "jobs/curation/calculation_difficulty.h"

namespace reckon::cli {

enum class Tier { kEasy, kMedium, kHard, kExpert };

inline constexpr double kMediumFrom = 55.1;  // 40th percentile
inline constexpr double kHardFrom = 78.5;    // 70th percentile
inline constexpr double kExpertFrom = 85.2;  // 90th percentile

inline double difficulty_score(const HeuristicRates& r, std::uint64_t nodes) {
  const double effort = std::fmin(1.0, std::log10(static_cast<double>(nodes) + 1) / 6);
  return 60 * (1 - r.planner_noisy) + 20 * (1 - r.simple_noisy) + 20 * effort;
}

inline Tier tier_of(double score) {
  if (score >= kExpertFrom) return Tier::kExpert;
  if (score >= kHardFrom) return Tier::kHard;
  if (score >= kMediumFrom) return Tier::kMedium;
  return Tier::kEasy;
}

inline std::string_view tier_name(Tier t) {
  switch (t) {
    case Tier::kEasy: return "easy";
    case Tier::kMedium: return "medium";
    case Tier::kHard: return "hard";
    case Tier::kExpert: return "expert";
  }
  return "?";
}

}  // namespace reckon::cli
