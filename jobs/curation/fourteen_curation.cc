// Fourteen Out's curation (fourteen_curation.h).
#include "jobs/curation/fourteen_curation.h"

#include <atomic>
#include <chrono>
#include <memory>

#include "core/games/fourteen/deal.h"
#include "core/json.h"
#include "jobs/analysis/outcome_row.h"
#include "jobs/curation/fourteen_difficulty.h"
#include "jobs/curation/fourteen_player_games.h"
#include "jobs/curation/fourteen_tier.h"
#include "strategies/fourteen_solver.h"

namespace reckon::curation {
namespace {

// Games per fallible player. 32: the tier rules' shares (1/2, 1/10) fall
// between whole games, and deals 1..100,000 take about 15 minutes of CPU.
constexpr int kSeeds = 32;
// Every verdict the figures need must be decided, so the budget of each is
// far above what Fourteen Out positions take (a whole deal at most a few
// thousand nodes); one left open leaves the deal unscored, never guessed.
constexpr std::uint64_t kChoiceNodes = 1000000;

// Every deal: verdict and effort; for a winnable one the players' games,
// forgiveness along them, the tier and the score.
class FourteenCurateAnalyzer : public analysis::DealAnalyzer {
 public:
  FourteenCurateAnalyzer(const fourteen::Pruning& pruning, const solver::Limits& limits,
                         const solver::Limits& choice)
      : solver_(pruning, limits), choice_solver_(pruning, choice), stop_(choice.stop) {}
  void check(const analysis::DealSpec&) override {}  // deal numbers only
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const fourteen::Deal deal = fourteen::deal_from_number(*d.number);
    const strategies::FourteenOutcome o = solver_.solve(deal);
    analysis::Row r = analysis::solved_row(o);
    if (o.verdict == solver::Verdict::kWinnable) {
      const FourteenPlayerGames g = fourteen_player_games(deal, kSeeds, choice_solver_);
      const DecisionProfile& p = g.forgiveness;
      if (!g.decided) {
        // A figure the choice budget left open: no score, never a guess. The
        // deal is listed as undecided, with the reason.
        r.outcome = Outcome::kUnknown;
        r.extra = {{"figures", json::quote("undecided")}};
      } else {
        const double score = fourteen_difficulty_score(g.deepest_noisy, g.random, p);
        r.extra = {{"score", fixed(score, 2)},
                   {"tier", json::quote(name_of(fourteen_tier_of(g.deepest_noisy, p)))},
                   {"simple", g.simple ? "1" : "0"},
                   {"deepest", g.deepest ? "1" : "0"},
                   {"deepest_noisy", fixed(g.deepest_noisy, 4)},
                   {"random", fixed(g.random, 4)},
                   {"decisions", std::to_string(p.decisions)},
                   {"choices", std::to_string(p.choices)},
                   {"winning_choices", std::to_string(p.winning_choices)},
                   {"critical", std::to_string(p.critical)}};
      }
      // Stopped while the alternatives were asked: not a result, not stored.
      if (stop_ && stop_->load()) r.interrupted = true;
    }
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  strategies::FourteenSolver solver_, choice_solver_;
  const std::atomic<bool>* stop_;
};

DecisionProfile stored_profile(const analysis::Row& r) {
  DecisionProfile p;
  p.decisions = static_cast<int>(extra_number(r, "decisions"));
  p.choices = static_cast<int>(extra_number(r, "choices"));
  p.winning_choices = static_cast<int>(extra_number(r, "winning_choices"));
  p.critical = static_cast<int>(extra_number(r, "critical"));
  return p;
}

Tier tier_of_row(const analysis::Row& r) {
  return fourteen_tier_of(extra_number(r, "deepest_noisy"), stored_profile(r));
}

std::string reason(const Listed& l) {
  const analysis::Row& r = l.row;
  if (analysis::outcome_of(r) == Outcome::kUnwinnable) {
    return unwinnable_reason(fourteen::deal_from_number(std::stoull(r.deal)));
  }
  if (analysis::outcome_of(r) == Outcome::kUnknown)
    return r.extra.empty() ? "undecided within the budget (" + std::to_string(r.nodes) + " nodes)"
                           : "winnable, but a pair along the players' games was left undecided by "
                             "--choice-nodes: not scored";
  const double score = extra_number(r, "score");
  const DecisionProfile p = stored_profile(r);
  return "tier " + std::string(name_of(tier_of_row(r))) + " (score " + fixed(score, 1) +
         "): a slipping deepest player wins " + fixed(100 * extra_number(r, "deepest_noisy"), 0) +
         "% of its games, a random player " + fixed(100 * extra_number(r, "random"), 0) +
         "%; along them " + fixed(100 * fourteen_losing_share(p), 0) + "% of the pairs met lose, " +
         std::to_string(p.critical) + " of " + std::to_string(p.decisions) + " decisions critical";
}

}  // namespace

CurateGame fourteen_curation(const CurateRequest& request, const solver::Limits& limits) {
  solver::Limits choice = limits;
  choice.max_nodes = request.choice_nodes.value_or(kChoiceNodes);
  choice.max_seconds = 0;
  CurateGame g;
  g.setting = fourteen::describe(fourteen::Layout::standard());
  g.spec.strategy = "curate";
  const fourteen::Pruning pruning = request.fourteen_pruning;
  g.spec.make = [pruning, limits, choice] {
    return std::make_unique<FourteenCurateAnalyzer>(pruning, limits, choice);
  };
  // The figures depend on the players, their seeds and the choice budget
  // (which must decide every pair); never on the search rules.
  g.store_tag = "fourteen v2 players=deepest-noise-" + fixed(kDeepestNoise, 2) +
                ",random seeds=1-" + std::to_string(kSeeds) +
                " choice-nodes=" + std::to_string(choice.max_nodes);
  g.tier = tier_of_row;
  g.players = "the slipping deepest player (a random legal pair at " +
              fixed(100 * kDeepestNoise, 0) + " % of its turns) and the random player, seeds 1.." +
              std::to_string(kSeeds) + " each";
  g.show_nodes = false;  // a list names what the deal is, not what the search spent
  g.tiers = "easy: the slipping deepest player wins at least " + fixed(100 * kFourteenEasyWins, 0) +
            "% of its games; medium: at least " + fixed(100 * kFourteenMediumWins, 0) +
            "%; expert: less, and at least " + fixed(100 * kFourteenExpertLosing, 0) +
            "% of the pairs met along the games lose; hard: the rest";
  g.csv_extras = {"score", "tier", "simple", "deepest", "deepest_noisy", "random"};
  const auto mean_of = [](const char* name) {
    return [n = std::string(name)](const analysis::Row& r) { return extra_number(r, n); };
  };
  g.calibrate = {
      {"simple wins", mean_of("simple")},
      {"deepest wins", mean_of("deepest")},
      {"slipping deepest", mean_of("deepest_noisy")},
      {"random player", mean_of("random")},
      {"losing pairs",
       [](const analysis::Row& r) { return fourteen_losing_share(stored_profile(r)); }},
      {"critical", [](const analysis::Row& r) { return stored_profile(r).critical_share(); }}};
  g.reason = reason;
  // Player difficulty is measured on every deal: phase 2 only reads it back.
  g.profile = [](std::vector<Listed>& listed) {
    for (Listed& l : listed)
      if (analysis::outcome_of(l.row) == Outcome::kWinnable) {
        l.profile = stored_profile(l.row);
        l.profiled = true;
      }
  };
  return g;
}

}  // namespace reckon::curation
