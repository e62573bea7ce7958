#pragma once
// api::curate: lists for game designers (`reckon curate`): the unwinnable
// or undecided deals of a range, its hardest or easiest winnable deals, the
// deals of a difficulty tier, or the calibration of the tiers. Part of the
// public API; include reckon/reckon.h.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reckon/reckon.h"

namespace reckon::api {

using reckon::Tier;
std::string_view tier_name(Tier tier);  // "easy", "medium", "hard", "expert"
// InputError for another name ("--tier brutal: easy, medium, hard or expert").
Tier parse_tier(std::string_view name);

// kWinnable: every winnable deal of the range, in deal order.
enum class CurateList { kUnwinnable, kUndecided, kHardest, kEasiest, kTier, kCalibrate, kWinnable };

// A deal's budget when the request gives none.
inline constexpr double kCurateDefaultSeconds = 10;

struct CurateRequest {
  Game game = Game::kCalculation;
  Variant variant;
  std::string deals;  // deal numbers: "1-1000", "5,9,12-20"
  CurateList list = CurateList::kUnwinnable;
  int count = 1000;  // kHardest, kEasiest: how many; kTier: how many (the lowest deal numbers)
  // kHardest, kEasiest: how many deals of the cheap first stage get the dear
  // second (the fair player); 0: 10 x count. At least count otherwise.
  int candidates = 0;
  Tier tier = Tier::kEasy;  // kTier
  // Per deal; none: kCurateDefaultSeconds, as the command line.
  std::optional<Budget> budget;
  // A solve's node budget when the choices along the players' games are
  // asked; none: the game's default.
  std::optional<std::uint64_t> choice_nodes;
  std::vector<std::string> rules_off;  // search rules switched off (never change a list)
  bool certify = false;    // the Calculation family: rule sat's losses get a checked DRAT proof
  int threads = 0;         // 0: every core
  std::string store_path;  // an SQLite store of the per-deal figures (resumable)
  bool progress = false;   // a live progress bar on standard error
  const std::atomic<bool>* stop = nullptr;  // set from another thread: stops, interrupted
  // Called on the thread that called curate: (deals decided, deals in the
  // range) of the first stage, every deal's verdict, which takes most of
  // the time; (0, total) first. For bindings (the Python module's progress=).
  std::function<void(std::uint64_t done, std::uint64_t total)> on_progress = nullptr;
};

struct CuratedDeal {
  std::string deal;  // its number
  Verdict verdict = Verdict::kUnknown;
  std::optional<Tier> tier;     // a scored winnable deal
  std::optional<double> score;  // a scored winnable deal, 0 (easiest) to 100
  // Every figure the CLI's JSON list shows for it, each a name and a JSON literal.
  std::vector<std::pair<std::string, std::string>> figures;
  std::string reason;  // why it is listed, as the CLI's list says
};

struct TierCalibration {
  Tier tier = Tier::kEasy;
  std::uint64_t deals = 0;                            // winnable deals of the tier
  double share = 0;                                   // of the scored winnable deals
  std::vector<std::pair<std::string, double>> means;  // each column's mean, as the CLI's table
  double mean_nodes = 0;
};

struct CurateResult {
  bool interrupted = false;    // stopped: nothing is listed
  Game game = Game::kCalculation;
  std::string list;            // "the 5 hardest winnable deals"
  std::string deal_list;       // "1-300"
  std::string setting;         // "4 waste piles, bases preplaced"
  std::optional<Variant> variant;  // the Calculation family's; none for Fourteen Out
  std::string players, tiers;  // the players and what each tier means (may be empty)
  std::uint64_t winnable = 0, unwinnable = 0, unknown = 0, not_scored = 0;
  std::optional<std::uint64_t> certified;  // with certify: the unwinnable deals with a checked proof
  std::vector<CuratedDeal> deals;  // the list, in order
  // kCalibrate: the sorted scores of the scored winnable deals and the
  // tiers' means.
  std::vector<double> scores;
  std::vector<TierCalibration> calibration;
};
// InputError for bad input, with the command line's message.
CurateResult curate(const CurateRequest& request);

}  // namespace reckon::api
