#include "tools/calculation_analyzer.h"

#include <chrono>

#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/pysol.h"
#include "tools/analysis/outcome_row.h"
#include "tools/calculation_solve.h"
#include "tools/search_signature.h"

namespace reckon::cli {
namespace {

calculation::Deal deal_of(const analysis::DealSpec& d, const calculation::Variant& v) {
  DealSource src;
  if (d.number) {
    src.kind = DealSource::Kind::kNumber;
    src.number = *d.number;
  } else if (!d.pysol.empty()) {
    src.kind = DealSource::Kind::kPysol;
    src.text = d.pysol;
  } else {
    src.kind = DealSource::Kind::kCards;
    src.text = d.cards;
  }
  return load_deal(src, v, nullptr);
}

class PerfectPlay : public analysis::DealAnalyzer {
 public:
  PerfectPlay(const calculation::Variant& v, const calculation::Pruning& p, const solver::Limits& l, int deal_threads)
      : v_(v), solver_(v, p, l) {
    solver_.set_sat_threads(deal_threads);
  }
  void check(const analysis::DealSpec& d) override { deal_of(d, v_); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const CalculationOutcome o = solver_.solve(deal_of(d, v_));
    analysis::Row r = analysis::solved_row(o);
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  calculation::Variant v_;
  CalculationSolver solver_;
};

// A heuristic player: plays the deal once; "winnable" means it won.
class HeuristicPlay : public analysis::DealAnalyzer {
 public:
  HeuristicPlay(const calculation::Variant& v, calculation::Strategy s) : v_(v), strategy_(s) {}
  void check(const analysis::DealSpec& d) override { deal_of(d, v_); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const calculation::Deal deal = deal_of(d, v_);
    const calculation::MoveList moves = calculation::play(deal, v_, strategy_);
    const auto check = calculation::replay(deal, v_, moves);
    if (check.status == calculation::ReplayResult::Status::kIllegal)
      throw InternalError("the " + std::string(calculation::strategy_name(strategy_)) + " player made an illegal move " +
                          std::to_string(check.move) + " in deal " + d.key + ": " + check.why);
    analysis::Row r = analysis::played_row(check.status == calculation::ReplayResult::Status::kWon, moves.size());
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  calculation::Variant v_;
  calculation::Strategy strategy_;
};

std::string strategy_of(const po::variables_map& vm) {
  return vm.count("strategy") ? vm["strategy"].as<std::string>() : "perfect";
}

}  // namespace

analysis::AnalyzerSpec calculation_analyzer(const po::variables_map& vm, Family family) {
  const calculation::Variant v = read_variant(vm, family);
  const std::string strategy = strategy_of(vm);
  analysis::AnalyzerSpec spec;
  spec.strategy = strategy;
  spec.title = (family == Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") + describe_variant(v) + " — ";
  if (strategy == "perfect") {
    const calculation::Pruning pruning = read_pruning(vm);
    const solver::Limits limits = read_limits(vm);
    spec.title += "perfect play";
    const int deal_threads = read_deal_threads(vm);
    spec.make = [v, pruning, limits, deal_threads] {
      return std::make_unique<PerfectPlay>(v, pruning, limits, deal_threads);
    };
    return spec;
  }
  const auto s = calculation::strategy_from_name(strategy);
  if (!s) throw UsageError("--strategy " + strategy + ": expected perfect or " + calculation::strategy_names());
  if (v.expert && *s != calculation::Strategy::kSimple)
    throw UsageError("--strategy " + strategy + " does not play Experte; use simple or perfect");
  spec.title += "the \"" + strategy + "\" player";
  spec.make = [v, s] { return std::make_unique<HeuristicPlay>(v, *s); };
  return spec;
}

analysis::Settings calculation_settings(const po::variables_map& vm, Family family) {
  const calculation::Variant v = read_variant(vm, family);
  analysis::Settings s;
  s.emplace_back("game", family_name(family));
  s.emplace_back("variant", describe_variant(v));
  s.emplace_back("strategy", strategy_of(vm));
  if (strategy_of(vm) == "perfect") {
    const solver::Limits l = read_limits(vm);
    s.emplace_back("max_nodes", std::to_string(l.max_nodes));
    s.emplace_back("max_seconds", std::to_string(l.max_seconds));
    s.emplace_back("max_memory_mib", std::to_string(l.max_memory_mib));
    s.emplace_back("deal_threads", std::to_string(read_deal_threads(vm)));
    const calculation::Pruning p = read_pruning(vm);
    std::string rules;
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      if (!p.on[r]) rules += (rules.empty() ? "" : ",") + std::string("no-") + std::string(calculation::kRuleNames[r]);
    s.emplace_back("rules", rules.empty() ? "all" : rules);
    s.emplace_back("search_signature", std::to_string(kSearchSignature));
  }
  s.emplace_back("version", RECKON_VERSION);
  return s;
}

}  // namespace reckon::cli
