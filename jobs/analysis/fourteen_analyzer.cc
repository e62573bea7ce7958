#include "jobs/analysis/fourteen_analyzer.h"
#include "reckon/vocabulary.h"

#include <chrono>
#include <memory>

#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "core/internal_error.h"
#include "jobs/analysis/checked_play.h"
#include "jobs/analysis/outcome_row.h"
#include "jobs/analysis/search_signature.h"
#include "jobs/common/deal_source.h"
#include "reckon/input_error.h"
#include "reckon/version.h"
#include "strategies/fourteen_solver.h"

namespace reckon::analysis {
namespace {

std::string rules_used(const fourteen::Pruning& p) {
  std::string rules;
  for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
    if (!p.on[r])
      rules +=
          (rules.empty() ? "" : ",") + std::string("no-") + std::string(fourteen::kRuleNames[r]);
  return rules.empty() ? "all" : rules;
}

fourteen::Deal deal_of(const analysis::DealSpec& d) {
  return jobs::load_fourteen_deal(analysis::source_of(d), nullptr);
}

class PerfectPlay : public analysis::DealAnalyzer {
 public:
  PerfectPlay(const fourteen::Pruning& p, const solver::Limits& l) : solver_(p, l) {}
  void check(const analysis::DealSpec& d) override { deal_of(d); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const strategies::FourteenOutcome o = solver_.solve(deal_of(d));
    analysis::Row r = analysis::solved_row(o);
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  strategies::FourteenSolver solver_;
};

// A named heuristic player (core/games/fourteen/players.h): "won" if its
// one game removes every card.
class FourteenHeuristicPlay : public analysis::DealAnalyzer {
 public:
  explicit FourteenHeuristicPlay(fourteen::Strategy s) : strategy_(s) {}
  void check(const analysis::DealSpec& d) override { deal_of(d); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const fourteen::Deal deal = deal_of(d);
    const fourteen::MoveList moves = fourteen::play(deal, strategy_);
    return analysis::checked_play_row(fourteen::replay(deal, moves), moves.size(),
                                      fourteen::strategy_name(strategy_), d.key, start);
  }

 private:
  fourteen::Strategy strategy_;
};

}  // namespace

analysis::AnalyzerSpec fourteen_analyzer(const FourteenAnalysis& a) {
  const std::string strategy = strategy_name(a.strategy);
  if (parse_name<Player>(strategy) != Player::kPerfect) {
    const auto s = fourteen::strategy_from_name(strategy);
    if (!s)
      throw InputError("--strategy " + strategy + ": Fourteen Out has perfect, " +
                       fourteen::strategy_names());
    analysis::AnalyzerSpec spec;
    spec.strategy = strategy;
    spec.player = "the \"" + strategy + "\" player";
    spec.title =
        "Fourteen Out, " + fourteen::describe(fourteen::Layout::standard()) + " — " + spec.player;
    spec.make = [s] { return std::make_unique<FourteenHeuristicPlay>(*s); };
    return spec;
  }
  const fourteen::Pruning pruning = a.pruning;
  const solver::Limits limits = a.limits;
  analysis::AnalyzerSpec spec;
  spec.strategy = strategy;
  spec.player = "perfect play";
  spec.title =
      "Fourteen Out, " + fourteen::describe(fourteen::Layout::standard()) + " — " + spec.player;
  spec.make = [pruning, limits] { return std::make_unique<PerfectPlay>(pruning, limits); };
  return spec;
}

analysis::Settings fourteen_settings(const FourteenAnalysis& a) {
  analysis::Settings s;
  s.emplace_back("game", std::string(name_of(GameKind::kFourteen)));
  s.emplace_back("variant", fourteen::describe(fourteen::Layout::standard()));
  const std::string strategy = strategy_name(a.strategy);
  s.emplace_back("strategy", strategy);
  if (parse_name<Player>(strategy) != Player::kPerfect) {
    s.emplace_back("version", RECKON_VERSION_STRING);
    return s;
  }
  const solver::Limits& l = a.limits;
  s.emplace_back("max_nodes", std::to_string(l.max_nodes));
  s.emplace_back("max_seconds", std::to_string(l.max_seconds));
  s.emplace_back("max_memory_mib", std::to_string(l.max_memory_mib));
  s.emplace_back("rules", rules_used(a.pruning));
  s.emplace_back("search_signature", std::to_string(kSearchSignature));
  s.emplace_back("version", RECKON_VERSION_STRING);
  return s;
}

FourteenBench fourteen_bench(const std::vector<DealRange>& deals, const solver::Limits& limits) {
  strategies::FourteenSolver solver(fourteen::Pruning{}, limits);
  FourteenBench b;
  for (const DealRange& r : deals)
    for (std::uint64_t d = r.first;; ++d) {
      const strategies::FourteenOutcome o = solver.solve(fourteen::deal_from_number(d));
      b.nodes += o.stats.nodes;
      ++b.deals;
      b.won += o.verdict == solver::Verdict::kWinnable;
      b.lost += o.verdict == solver::Verdict::kUnwinnable;
      b.unknown += o.verdict == solver::Verdict::kUnknown;
      if (d == r.last) break;
    }
  return b;
}

}  // namespace reckon::analysis
