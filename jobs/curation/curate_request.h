#pragma once
// `reckon curate` as typed data: what to list from which deals (a
// CurateRequest), and what was found (a CurateResult: the listed deals with
// their figures and reasons, or the calibration table). The command line
// (tools/curate_command.cc) and the API (reckon/curate.h) build the request;
// curate.h runs it; curate_output.h prints the result as the CLI does.
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/pruning.h"
#include "core/games/fourteen/rules.h"
#include "jobs/analysis/row.h"
#include "jobs/curation/calculation_tier.h"
#include "jobs/curation/decision_profile.h"
#include "reckon/vocabulary.h"
#include "solver/limits.h"

namespace reckon::curation {

// Which list: exactly one.
enum class CurateList { kUnwinnable, kUndecided, kHardest, kEasiest, kTier, kCalibrate, kWinnable };

struct CurateRequest {
  GameKind game = GameKind::kCalculation;
  calculation::Variant variant;  // the Calculation family
  calculation::Pruning pruning;  // the Calculation family's search rules
  fourteen::Pruning fourteen_pruning;
  std::string deals;  // deal numbers: "1-1000", "5,9,12-20"
  CurateList list = CurateList::kUnwinnable;
  int count = 1000;         // kHardest, kEasiest: K; kTier: how many (the lowest deal numbers)
  Tier tier = Tier::kEasy;  // kTier
  // kHardest, kEasiest: how many of stage 1's best deals get stage 2 (the
  // fair player's runs and forgiveness, the dear part); 0: 10 x count.
  int candidates = 0;
  // The budget per deal (its stop flag too); curation's default is
  // kCurateDefaultSeconds, set by the caller when it has none of its own.
  solver::Limits limits;
  // A solve's budget when the choices along the players' games are asked;
  // none: the game's default (the Calculation family 10,000,000, Fourteen Out
  // 1,000,000).
  std::optional<std::uint64_t> choice_nodes;
  bool certify = false;  // the Calculation family: rule sat's losses get a checked DRAT proof
  int threads = 0;       // 0: every core
  std::string db_path;   // an SQLite store of the per-deal figures (resumable); empty: none
  bool progress = false;
  const std::atomic<bool>* stop = nullptr;  // set from another thread: the run stops
  // Optional: the first stage's (deals decided, deals), on the caller's thread.
  std::function<void(std::uint64_t done, std::uint64_t total)> on_progress = nullptr;
};

// Without a budget of its own, curation gives each deal 10 seconds: one
// deal nobody can decide must not stall a list of a hundred thousand.
inline constexpr double kCurateDefaultSeconds = 10;

// A deal on a list, with its player difficulty when measured and why it is
// listed (one line).
struct Listed {
  analysis::Row row;
  DecisionProfile profile;
  bool profiled = false;
  std::string reason;
};

// The calibration table: per tier its winnable deals, their share, and the
// mean of each column and of the nodes.
struct TierMeans {
  Tier tier = Tier::kEasy;
  std::uint64_t deals = 0;
  double share = 0, nodes = 0;
  std::vector<double> columns;  // as CurateResult::columns
};
struct CalibrateColumnHead {
  std::string header;   // also sets the width
  bool percent = true;  // printed as a percentage of 1
};

struct CurateResult {
  enum class Stop { kFinished, kInterrupted, kInterruptedScoring };
  Stop stop =
      Stop::kFinished;    // interrupted in the first stage (resumable with a store) or the scoring
  std::string deal_list;  // how the deals were given ("1-30")
  std::string setting;    // for the list headers: "4 waste piles, bases preplaced"
  std::optional<calculation::Variant> variant;  // the Calculation family's (JSON "variant")
  std::string players;    // the players and their settings (may be empty)
  std::string tiers;      // what each tier means (may be empty: thresholds)
  std::array<double, 3> thresholds{};  // medium, hard and expert from (tiers empty)
  bool show_nodes = true;              // lists show search effort
  bool staged = false;    // the scoring ran as a second stage: some deals may be unscored
  bool profiles = false;  // the lists carry player profiles (decisions, ...)
  std::vector<std::string> csv_extras;  // Row::extra columns of the CSV list
  std::uint64_t winnable = 0, unwinnable = 0, unknown = 0, unscored = 0;
  // With --certify: how many of the unwinnable deals have a checked proof.
  std::optional<std::uint64_t> certified;
  // The list (all but kCalibrate): what it holds, and its deals in order.
  std::string what;
  std::vector<Listed> listed;
  // kCalibrate: the sorted scores of the scored winnable deals, the columns
  // and the four tiers' means.
  std::vector<double> scores;
  std::vector<CalibrateColumnHead> columns;
  std::vector<TierMeans> tier_means;
};

}  // namespace reckon::curation
