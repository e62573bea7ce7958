#pragma once
// Measuring what claims are about: each claim names a game, variant, player
// and deals (and for people, the deals and options of their lower bound); the measurer turns that
// into a `reckon analyze` run (through the front end's Analyses, so any game it registers works),
// runs each distinct run once however many claims need it, and can keep results stores so that a
// rerun only decides what is new. Claims about people are measured twice: through perfect play,
// their upper bound, and through the fair player, who never sees the stock, their lower bound (in
// Fourteen Out, an open game, the two are one).
#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/deal_list.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/results_store.h"
#include "jobs/analysis/wilson.h"
#include "jobs/claims/claim_file.h"

namespace reckon::claims {

// z of the two-sided 95 % interval.
inline constexpr double kZ95 = 1.959963984540054;

struct Measurement {
  std::string title;     // "Calculation, 4 waste piles, bases preplaced — perfect play"
  std::string strategy;  // who played: perfect, simple, ...
  std::string
      player;  // and as a reader is told: "the \"fair\" player (4096 samples, seed 0), version 4"
  std::string deals;     // the deal list ("1-100000"), or the store read
  std::uint64_t n = 0, wins = 0, losses = 0, unknown = 0;
  double seconds = 0;         // wall time of the run
  std::uint64_t resumed = 0;  // deals taken from a results store
  bool interrupted = false;

  double rate() const { return n ? static_cast<double>(wins) / static_cast<double>(n) : 0; }
  // Wilson interval; unknown deals count as losses for the lower bound and
  // as wins for the upper.
  analysis::Interval interval(double z = kZ95) const {
    return {analysis::wilson(wins, n, z).low, analysis::wilson(wins + unknown, n, z).high};
  }
};

// What is known about a claim: a measurement, or why there is none.
struct Evidence {
  std::optional<Measurement> measurement;
  std::string missing;
  // People: what a player who cannot see the stock wins (the lower bound),
  // when it was measured.
  std::optional<Measurement> fair = std::nullopt;
};

// What the front end that reads the claims gives the measurer: its games,
// and how a claim's variant and budget options (text, as `reckon analyze`
// takes them) become an analysis. reckon-claims reads them with the
// command line's options (tools/claim_options.h).
struct AnalysisPlan {
  analysis::AnalyzerSpec spec;
  analysis::Settings settings;  // what makes two runs comparable (stores)
};
struct Analyses {
  // The game's name for a name or an alias; nullopt for a game it lacks.
  std::function<std::optional<std::string>(const std::string& name)> game;
  std::string game_list;  // for messages: "calculation (calc) | ..."
  // Throws InputError with what is wrong (the claim's place is added).
  std::function<AnalysisPlan(const std::string& game, const std::string& strategy,
                             const std::vector<std::string>& options)>
      plan;
};

struct MeasureOptions {
  Analyses analyses;
  int threads = 1;
  bool quick = false;     // 1/100 of each deal range (at least one deal): a smoke run
  std::string db_dir;     // keep one results store per measurement here ("": none)
  bool progress = false;  // progress bars on stderr
  const std::atomic<bool>* stop = nullptr;
  std::ostream* log = nullptr;  // one line as each measurement starts
};

class Measurer {
 public:
  explicit Measurer(MeasureOptions options) : options_(std::move(options)) {}

  // Works out what a claim needs measured, without running anything. Throws
  // ClaimError for bad input (an unknown option, a store of other settings).
  // A game that is not registered is not an error: the claim is then not
  // checkable, and evidence() says why. Ratio claims need nothing of their own.
  void plan(const Claim& claim);
  // Runs every planned measurement once (each distinct game, variant,
  // player, budget and deal list).
  void run();
  Evidence evidence(const Claim& claim) const;
  // The measurements made, in the order they were planned.
  std::vector<Measurement> measurements() const;

 private:
  struct Job {
    std::string missing;  // why it can not be measured
    std::string game;     // as the front end names it
    analysis::AnalyzerSpec spec;
    analysis::Settings settings;
    std::optional<analysis::DealList> deals;  // absent: read the whole store
    std::string store;                        // a store to read or extend
    std::optional<Measurement> result;
  };
  void run_job(Job& job);
  // Plans the measurement of claim's game and variant by `strategy` on
  // `deals` (the claim's store too, when use_store); returns its key.
  // player_options: the claim's options for this player (fair_player).
  std::string plan_job(const Claim& claim, const std::string& game, const std::string& strategy,
                       const std::string& deals, const std::string& player_options, bool use_store);

  MeasureOptions options_;
  std::map<std::string, Job> jobs_;              // by key: settings and deals
  std::vector<std::string> order_;               // keys in planning order
  std::map<std::string, std::string> of_claim_;  // claim id -> job key
  std::map<std::string, std::string>
      fair_of_claim_;  // people's claim id -> the fair bound's job key
};

// The deals of a --quick run: the first 1/100 of each range, at least one.
std::vector<analysis::DealRange> quick_ranges(const std::vector<analysis::DealRange>& ranges);

}  // namespace reckon::claims
