#include "jobs/analysis/calculation_analyzer.h"
#include "reckon/vocabulary.h"

#include <chrono>
#include <memory>

#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "reckon/input_error.h"
#include "core/pysol.h"
#include "jobs/analysis/checked_play.h"
#include "jobs/analysis/outcome_row.h"
#include "jobs/analysis/search_signature.h"
#include "jobs/common/deal_source.h"
#include "players/named_player.h"
#include "strategies/calculation_solve.h"
#include "reckon/version.h"

namespace reckon::analysis {
namespace {

calculation::Deal deal_of(const analysis::DealSpec& d, const calculation::Variant& v) {
  return jobs::load_deal(analysis::source_of(d), v, nullptr);
}

class PerfectPlay : public analysis::DealAnalyzer {
 public:
  PerfectPlay(const calculation::Variant& v, const calculation::Pruning& p, const solver::Limits& l,
              int deal_threads)
      : v_(v), solver_(v, p, l) {
    solver_.set_sat_threads(deal_threads);
  }
  void check(const analysis::DealSpec& d) override { deal_of(d, v_); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const strategies::CalculationOutcome o = solver_.solve(deal_of(d, v_));
    analysis::Row r = analysis::solved_row(o);
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  calculation::Variant v_;
  strategies::CalculationSolver solver_;
};

// A named player: plays the deal once; "winnable" means it won.
class NamedPlay : public analysis::DealAnalyzer {
 public:
  NamedPlay(const calculation::Variant& v, players::Player p, const players::FairSettings& fair)
      : v_(v), player_(p), fair_(fair) {}
  void check(const analysis::DealSpec& d) override { deal_of(d, v_); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const calculation::Deal deal = deal_of(d, v_);
    players::FairSettings fair = fair_;
    fair.seed = players::deal_seed(fair_.seed, d.key);
    const calculation::MoveList moves = players::play_deal(deal, v_, player_, fair);
    return analysis::checked_play_row(calculation::replay(deal, v_, moves), moves.size(),
                                      players::player_name(player_), d.key, start);
  }

 private:
  calculation::Variant v_;
  players::Player player_;
  players::FairSettings fair_;
};

}  // namespace

void check_fair_settings(const players::FairSettings& f) {
  if (f.samples < 1 || f.samples > 4096) throw InputError("--samples must be from 1 to 4096");
  if (f.exact_below < 0 || f.exact_below > 52)
    throw InputError("--exact-below must be from 0 to 52");
  // The expectimax's cost grows fast with the cards face down (players/expectimax.h).
  if (f.optimal_below < -1 || f.optimal_below > 8)
    throw InputError("--optimal-below must be from 0 to 8 (or -1: the game's default)");
}

analysis::AnalyzerSpec calculation_analyzer(const CalculationAnalysis& a) {
  const calculation::Variant v = a.variant;
  const std::string strategy = strategy_name(a.strategy);
  analysis::AnalyzerSpec spec;
  spec.strategy = strategy;
  spec.title = (a.family == jobs::Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") +
               jobs::describe_variant(v) + " — ";
  if (parse_name<Player>(strategy) == Player::kPerfect) {
    spec.player = "perfect play";
    spec.title += spec.player;
    spec.make = [v, pruning = a.pruning, limits = a.limits, deal_threads = a.deal_threads] {
      return std::make_unique<PerfectPlay>(v, pruning, limits, deal_threads);
    };
    return spec;
  }
  const auto p = players::player_from_name(strategy);
  if (!p)
    throw InputError("--strategy " + strategy + ": expected perfect or " + players::player_names());
  if (v.expert && (*p == players::Player::kRuns || *p == players::Player::kPlanner))
    throw InputError("--strategy " + strategy +
                     " does not play Experte; use simple, fair or perfect");
  check_fair_settings(a.fair);
  const players::FairSettings fair = a.fair;
  spec.player = "the \"" + std::string(players::player_name(*p)) + "\" player";
  if (*p == players::Player::kFair)
    spec.player +=
        " (" + std::to_string(fair.samples) + " samples, seed " + std::to_string(fair.seed) + ")";
  spec.title += spec.player;
  spec.make = [v, p, fair] { return std::make_unique<NamedPlay>(v, *p, fair); };
  return spec;
}

analysis::Settings calculation_settings(const CalculationAnalysis& a) {
  const calculation::Variant v = a.variant;
  const std::string strategy = strategy_name(a.strategy);
  analysis::Settings s;
  s.emplace_back("game", jobs::family_name(a.family));
  s.emplace_back("variant", jobs::describe_variant(v));
  s.emplace_back("strategy", strategy);
  if (const auto p = players::player_from_name(strategy); p && *p == players::Player::kFair) {
    const players::FairSettings& f = a.fair;
    s.emplace_back("player_version", std::to_string(players::player_version(*p)));
    s.emplace_back("samples", std::to_string(f.samples));
    s.emplace_back("seed", std::to_string(f.seed));
    s.emplace_back("exact_below", std::to_string(f.exact_below));
    s.emplace_back("exact_nodes", std::to_string(f.exact_nodes));
    s.emplace_back("optimal_below", std::to_string(players::resolved(f, v).optimal_below));
    s.emplace_back("search_signature", std::to_string(kSearchSignature));
  }
  if (parse_name<Player>(strategy) == Player::kPerfect) {
    const solver::Limits& l = a.limits;
    s.emplace_back("max_nodes", std::to_string(l.max_nodes));
    s.emplace_back("max_seconds", std::to_string(l.max_seconds));
    s.emplace_back("max_memory_mib", std::to_string(l.max_memory_mib));
    s.emplace_back("deal_threads", std::to_string(a.deal_threads));
    const calculation::Pruning& p = a.pruning;
    std::string rules;
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      if (!p.on[r])
        rules += (rules.empty() ? "" : ",") + std::string("no-") +
                 std::string(calculation::kRuleNames[r]);
    s.emplace_back("rules", rules.empty() ? "all" : rules);
    s.emplace_back("search_signature", std::to_string(kSearchSignature));
  }
  s.emplace_back("version", RECKON_VERSION_STRING);
  return s;
}

}  // namespace reckon::analysis
