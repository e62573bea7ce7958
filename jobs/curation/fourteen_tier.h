#pragma once
// Difficulty tiers of Fourteen Out deals ("easy", "medium", "hard",
// "expert"), on their own scale: the Calculation thresholds (tier.h) do not
// apply here.
//
// The figures (fourteen_difficulty.h), each measured on every winnable deal:
//   heuristic players  the deterministic players simple and deepest
//                      (core/games/fourteen/players.h), and over 16 seeds a
//                      fallible deepest player (a random legal pair at 20 %
//                      of its turns) and a random player (a random legal pair
//                      at every turn);
//   player difficulty  along the solver's winning line, at every position
//                      with more than one distinct legal pair, how many of
//                      them still win (each asked of the solver); the losing
//                      share is the share of those pairs that lose, and a
//                      decision is critical when fewer than half win;
//   search effort      nodes the solver needs to decide the deal.
//
// The score (0 = easiest, 100 = hardest):
//   40 x (1 - fallible deepest player's win share)
//   20 x (1 - random player's win share)
//   25 x min(1, losing share / 0.5)
//   15 x min(1, log10(nodes + 1) / 4)
// The fallible deepest player separates the deals a sensible player wins
// from the rest (the deterministic one wins 39 % of the winnable deals); the
// random player, the losing share and the effort order the rest, so the
// hardest deals are told apart too (the losing share is capped at one half,
// reached by about one winnable deal in 850). Measured on deals 1..10,000
// (9,275 winnable), the losing share correlates -0.47 with the fallible
// deepest player's share and -0.43 with the random player's.
//
// The thresholds split Fourteen Out deals 1..10,000 (winnable ones) at their
// 40th, 70th and 90th percentiles, measured with
//   reckon curate --game fourteen --deals 1-10000 --calibrate
// Unwinnable deals have no tier. The tiers separate (deals 1..10,000; the
// simple player is not in the score):
//   tier    share  simple  deepest  slipping deepest  random  losing pairs  critical  nodes
//   easy    39.9 %  16.3 %   93.8 %       76.0 %       19.7 %     3.5 %       0.09       13
//   medium  30.0 %   5.4 %    5.6 %       10.2 %        9.9 %     5.0 %       0.15       16
//   hard    20.1 %   2.5 %    0.4 %        1.5 %        2.4 %    11.8 %       0.46       24
//   expert  10.0 %   0.8 %    0.0 %        0.3 %        0.6 %    27.8 %       2.41       75
// On deals 1..100,000 (92,744 winnable) the same thresholds give 40.3, 29.7,
// 20.2 and 9.9 %. (Calibrated again whenever Fourteen Out's search changes
// its node counts, and with them the effort term and the winning line.)
#include <cmath>
#include <cstdint>

#include "jobs/curation/calculation_difficulty.h"
#include "jobs/curation/fourteen_difficulty.h"
#include "jobs/curation/calculation_tier.h"  // Tier, tier_name

namespace reckon::cli {

inline constexpr double kFourteenMediumFrom = 51.4;  // 40th percentile
inline constexpr double kFourteenHardFrom = 66.4;    // 70th percentile
inline constexpr double kFourteenExpertFrom = 74.1;  // 90th percentile

inline double fourteen_difficulty_score(const FourteenRates& r, const DecisionProfile& p,
                                        std::uint64_t nodes) {
  const double losing = 1 - p.winning_share();
  const double effort = std::fmin(1.0, std::log10(static_cast<double>(nodes) + 1) / 4);
  return 40 * (1 - r.deepest_noisy) + 20 * (1 - r.random) + 25 * std::fmin(1.0, losing / 0.5) +
         15 * effort;
}

inline Tier fourteen_tier_of(double score) {
  if (score >= kFourteenExpertFrom) return Tier::kExpert;
  if (score >= kFourteenHardFrom) return Tier::kHard;
  if (score >= kFourteenMediumFrom) return Tier::kMedium;
  return Tier::kEasy;
}

}  // namespace reckon::cli
