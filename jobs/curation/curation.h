#pragma once
// What curation (curate.h) needs from a game: its per-deal analyzer (verdict,
// effort, difficulty figures and score as Row::extra), its tier thresholds,
// how to explain a listed deal, which figures its lists and calibration
// table show, and (optionally) work done only for the deals listed or for
// the candidates of a list.
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/row.h"
#include "jobs/curation/calculation_difficulty.h"
#include "jobs/curation/calculation_tier.h"
#include "jobs/curation/curate_request.h"

namespace reckon::curation {

// A figure of the calibration table: its mean per tier.
struct CalibrateColumn {
  std::string header;                                 // also sets the width
  std::function<double(const analysis::Row&)> value;  // of a winnable deal
  bool percent = true;                                // printed as a percentage of 1
};

struct CurateGame {
  std::string setting;                          // for the list headers: "4 waste piles, ..."
  std::optional<calculation::Variant> variant;  // the Calculation family's
  analysis::AnalyzerSpec spec;          // phase 1: every deal
  std::string store_tag;                // the results store's "curate" setting
  std::array<double, 3> thresholds{};   // medium, hard and expert from
  std::vector<std::string> csv_extras;  // Row::extra columns of the CSV list, before the profile's
  std::vector<CalibrateColumn> calibrate;
  std::function<std::string(const Listed&)> reason;
  std::function<void(std::vector<Listed>&)> profile;  // phase 2: the listed deals (may be empty)
  // Staged scoring (the Calculation family): phase 1 gives a "prescore"
  // only; `finish` measures the rest for the rows given, in place: the tier
  // (and with `full` the score), or "scoring": "undecided". Empty: phase 1's
  // score is final.
  std::function<void(std::vector<analysis::Row>&, bool full)> finish;
  // With `finish`: a second figure of stage 1 (a Row::extra, lower is
  // harder) that orders the deals tying on the prescore (may be empty).
  std::string prescore_tie;
  std::function<Tier(const analysis::Row&)> tier;  // empty: the score against `thresholds`
  std::string players;  // the players and their settings, for list headers (may be empty)
  std::string tiers;    // what each tier means, for list headers (may be empty)
  bool show_nodes =
      true;  // lists show search effort (not where lists must not depend on the search)
};

inline Tier tier_at(double score, const std::array<double, 3>& from) {
  if (score >= from[2]) return Tier::kExpert;
  if (score >= from[1]) return Tier::kHard;
  if (score >= from[0]) return Tier::kMedium;
  return Tier::kEasy;
}

// A number of Row::extra, or fallback.
double extra_number(const analysis::Row& r, const std::string& name, double fallback = 0);
// v with `decimals` decimals ("%.*f").
std::string fixed(double v, int decimals);

}  // namespace reckon::curation
