#pragma once
// What `reckon construct` is asked for and what it gives back: a local
// search over the card orders of one setting (the stock of a
// Calculation-family deal, the layout of a Fourteen Out deal) for deals that
// maximise an objective (construct.h runs it). Deals are card strings;
// nothing here depends on deal numbers.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/pruning.h"
#include "players/fair_player.h"
#include "reckon/vocabulary.h"
#include "solver/verdict.h"

namespace reckon::construction {

struct ConstructRequest {
  GameKind game = GameKind::kCalculation;
  calculation::Variant variant;              // the Calculation family's setting
  Objective objective = Objective::kEffort;  // deal_evaluation.h defines each
  std::uint64_t seed = 1;
  std::string start;        // the first candidate, as a card string of the setting
  std::string start_label;  // how the start was given ("deal 170", "cards"), for the report
  // Candidates scored in all, the start included, in whole steps (so at
  // most batch - 1 more); a resumed run counts on from its store.
  std::uint64_t evaluations = 1000;
  int batch = 4;    // neighbours drawn per step; the step keeps the best (any thread count)
  int reach = 0;    // a move's cards at most this many places apart (0: anywhere; stock_mutation.h)
  int threads = 1;  // evaluate a step's neighbours on this many threads (never changes a result)
  // Per exact solve inside an evaluation (deterministic: nodes only). A
  // candidate a budget leaves undecided is never reported as unwinnable.
  std::uint64_t max_nodes = 200'000;
  calculation::Pruning effort_rules;  // kEffort's search in the Calculation family (rule sat is
                                      // off in it regardless)
  // kFair: the fair player's games, seeds 1..fair_games, each with these settings (their seed
  // is set per game).
  int fair_games = 4;
  players::FairSettings fair;
  // kCritical in the Calculation family: deals with as many critical turns
  // are ranked by tightness (critical_decisions.h), at the price of deciding
  // every placement.
  bool tightness = false;
  int keep = 10;                      // the best distinct deals kept and reported
  // Unwinnable deals kept (the first met; in Fourteen Out, where one deal in
  // fourteen is lost, a long run meets hundreds of thousands).
  int keep_unwinnable = 1000;
  double temperature = 1;  // the annealing's start (in score units), falling to 1/100 of it
  int patience = 200;      // evaluations without a new best before going back to the best
  bool certify = false;    // each unwinnable deal found gets a checked DRAT proof
  std::string store_path;  // SQLite: checkpoints and the deals found; the same command resumes
  const std::atomic<bool>* stop = nullptr;  // Ctrl-C: checkpoint and return
  // Called after each step on the calling thread.
  std::function<void(std::uint64_t done, std::uint64_t total, double best, double per_second)>
      on_progress = nullptr;
};

// A deal found, with what the objective measured.
struct FoundDeal {
  std::string cards;  // the card string (reckon solve --cards "...")
  double score = 0;
  solver::Verdict verdict = solver::Verdict::kUnknown;  // perfect play, all rules on
  std::uint64_t nodes = 0;                              // kEffort's search
  int turns = 0, choices = 0, critical = 0;             // kCritical (critical_decisions.h)
  int fair_games = 0, fair_won = 0;                     // kFair: games played, games won
  std::uint64_t evaluation = 0;                         // when it was first met
  std::string certificate;  // an unwinnable deal's proof, in words ("" when not asked)
};

struct ConstructResult {
  std::uint64_t evaluations = 0;   // in all, a resumed run's earlier ones included
  std::uint64_t resumed_from = 0;  // evaluations the store already held
  double seconds = 0;              // this run's wall time
  bool interrupted = false;
  std::vector<FoundDeal> best;                          // best first, at most `keep`
  std::vector<FoundDeal> unwinnable;  // the first keep_unwinnable distinct unwinnable deals met
  std::uint64_t unwinnable_met = 0;   // evaluations of an unwinnable deal (a deal met twice: 2)
  std::vector<std::pair<std::uint64_t, double>> curve;  // (evaluation, best score) at each new best
};

}  // namespace reckon::construction
