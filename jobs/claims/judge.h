#pragma once
// Judging a claim against what was measured.
//
// A measured rate is compared through its 95 % Wilson interval (unknown deals
// as losses for the lower bound, wins for the upper) with the figures the
// claim allows (its value or range widened by its tolerance):
//   - the interval misses them entirely: inconsistent;
//   - it lies within them, or reaches into them and is no wider than they
//     are: consistent;
//   - it reaches into them but is wider: not checkable (too few deals).
// A claim about people is judged by two bounds. No player wins a deal that
// perfect-information play loses, so a real player's rate is at most the
// perfect-play rate: a claim whose least allowed figure is above its upper
// bound is impossible (inconsistent). Any rate a program wins without seeing
// the stock is one people could reach by playing as it does: a claim whose
// least allowed figure is at or below the fair player's lower bound is
// reachable (consistent). Between the two the claim is open (not
// checkable), and both figures are given. Without the fair player's figure,
// only the upper bound judges.
// A ratio of two rates uses a 97.5 % interval for each (so that both hold
// together with at least 95 %) and divides the ends.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "jobs/claims/claim_file.h"
#include "jobs/claims/measure.h"

namespace reckon::claims {

enum class Verdict { kConsistent, kInconsistent, kNotCheckable };
std::string_view to_string(Verdict v);

struct Judgement {
  Verdict verdict = Verdict::kNotCheckable;
  std::string basis;  // "measured", "perfect-play bound", "bounds: ...", "ratio of measured rates", or ""
  bool has_figure = false;  // value and interval below are set
  double value = 0, low = 0, high = 0;  // in the claim's unit: percent, or times
  std::vector<std::uint64_t> deals;     // sample sizes (two for a ratio)
  // People: the fair player's rate, the lower bound (percent), when measured.
  bool has_fair = false;
  double fair_value = 0, fair_low = 0, fair_high = 0;
  std::uint64_t fair_deals = 0;
  std::string fair_player;  // which player and settings: the strongest the claim names
  bool fair_is_perfect_play = false;  // an open game: the lower bound is perfect play itself
  std::string why;
};

// A rate claim (perfect play, a heuristic player, or people).
Judgement judge(const Claim& claim, const Evidence& evidence);
// A ratio claim: the rates of the numerator and denominator claims.
Judgement judge_ratio(const Claim& claim, const Claim& numerator, const Evidence& num,
                      const Claim& denominator, const Evidence& den);

}  // namespace reckon::claims
