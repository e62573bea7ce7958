#pragma once
// api::construct: deals no deal number holds (`reckon construct`), found by
// simulated annealing over the card orders of a setting (the stock of a
// Calculation-family deal, the layout of a Fourteen Out deal)
// for an objective: unwinnable deals (Objective::kEffort leads there),
// winnable deals whose placements are nearly all critical
// (Objective::kCritical), or winnable deals the fair player, who never sees
// the stock, loses most (Objective::kFair). The same request gives the same deals on any
// machine and thread count; with a store it resumes where it stopped.
// doc/construction.md defines each measure. Part of the public API; include
// reckon/reckon.h.
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reckon/reckon.h"

namespace reckon::api {

using reckon::Objective;
std::string_view objective_name(Objective objective);  // "effort", "critical", "fair"
// InputError for another name.
Objective parse_objective(std::string_view name);
// objective critical's tie-break by name: "none" (false) or "tightness"
// (true); InputError for another name.
bool parse_tiebreak(std::string_view name);

struct ConstructRequest {
  Game game = Game::kCalculation;  // any game; Fourteen Out takes no variant, rules_off or fair
  Variant variant;                 // 13 ranks
  DealSpec start;                  // the first deal; none given: deal number `seed`
  Objective objective = Objective::kEffort;
  std::uint64_t seed = 1;
  // At least this many candidates scored, in whole steps of `batch`; a
  // resumed run counts on from its store.
  std::uint64_t evaluations = 1000;
  int batch = 4;                       // neighbours scored a step, 1..64 (the step keeps the best)
  int reach = 0;  // a move's cards at most this many places apart, 1..51; 0: anywhere
  int threads = 1;                     // 1..64; never changes the deals found
  std::uint64_t max_nodes = 200'000;   // per exact solve inside a score
  std::vector<std::string> rules_off;  // effort's search (rule sat is off in it regardless)
  // Objective::kFair: games played by the fair player, seeds 1..fair_games (1..64), each with
  // fair's settings (its seed aside).
  int fair_games = 4;
  FairPlayer fair;
  // Objective::kCritical in Calculation or Rechenkünstler: deals with as
  // many critical turns rank by their line's tightness (how close its other
  // turns with a choice come to critical; every placement is then decided).
  bool tightness = false;
  int keep = 10;                       // the best distinct deals reported, 1..10000
  int keep_unwinnable = 1000;          // the first distinct unwinnable deals met kept, 0..10^6
  double temperature = 1;              // the annealing's start, in score units
  int patience = 200;      // evaluations without a new best before going back to the best
  bool certify = false;    // each unwinnable deal found gets a checked DRAT proof
  std::string store_path;  // SQLite checkpoints; the same request resumes
  const std::atomic<bool>* stop = nullptr;  // set from another thread: checkpoint and return
  // After each step, on the calling thread.
  std::function<void(std::uint64_t done, std::uint64_t total, double best, double per_second)>
      on_progress = nullptr;
};

struct ConstructedDeal {
  std::string cards;  // a card string: solve(cards=...) decides it again
  double score = 0;
  Verdict verdict = Verdict::kUnknown;       // perfect play
  std::uint64_t nodes = 0;                   // effort: its search's nodes
  int turns = 0, choices = 0, critical = 0;  // critical: along the solver's winning line
  double tightness = -1;                     // critical with the tie-break: 0..1; else -1
  int fair_games = 0, fair_won = 0;          // fair: the fair player's games, and those it won
  std::uint64_t evaluation = 0;              // when it was first met
  std::string certificate;                   // an unwinnable deal's proof, in words
};

struct ConstructResult {
  Game game = Game::kCalculation;
  Variant variant;
  std::string setting;  // "4 waste piles, bases preplaced"
  Objective objective = Objective::kEffort;
  std::uint64_t seed = 0;
  std::string start;  // "deal 170", "cards"
  // Objective::kFair: the games a deal was played, and the player's settings (its optimal_below
  // resolved to the game's default).
  int fair_games = 0;
  FairPlayer fair;
  bool tightness = false;  // Objective::kCritical's tie-break
  std::uint64_t evaluations = 0, resumed_from = 0;
  double seconds = 0;
  bool interrupted = false;
  std::vector<ConstructedDeal> best;                    // best first
  std::vector<ConstructedDeal> unwinnable;  // the first keep_unwinnable distinct ones met
  std::uint64_t unwinnable_met = 0;         // evaluations of an unwinnable deal, repeats included
  std::vector<std::pair<std::uint64_t, double>> curve;  // (evaluation, best score) at each new best
};

ConstructResult construct(const ConstructRequest& request);

// The result as `reckon construct --json` prints it (one JSON object), and
// as its text for a person.
std::string construct_json(const ConstructResult& result);
std::string construct_text(const ConstructResult& result);

}  // namespace reckon::api
