#include "jobs/construction/construct.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>

#include "jobs/construction/calculation_space.h"
#include "jobs/construction/construction_store.h"
#include "jobs/construction/fourteen_space.h"
#include "reckon/input_error.h"

namespace reckon::construction {

double temperature_at(double start, std::uint64_t e) {
  const double phase = static_cast<double>(e % kCoolingCycle) / kCoolingCycle;
  return start * std::pow(0.01, phase);
}

namespace {

using Clock = std::chrono::steady_clock;

// Named as the command line's options; each front end words them its way.
void check(const ConstructRequest& r) {
  if (r.batch < 1 || r.batch > 64)
    throw InputError("--batch " + std::to_string(r.batch) + ": 1 to 64 neighbours a step");
  if (r.reach < 0 || r.reach > 51)
    throw InputError("--reach " + std::to_string(r.reach) + ": 0 (anywhere) to 51 places");
  if (r.threads < 1 || r.threads > 64)
    throw InputError("--threads " + std::to_string(r.threads) + ": 1 to 64");
  if (r.keep < 1 || r.keep > 10'000)
    throw InputError("--keep " + std::to_string(r.keep) + ": 1 to 10000 deals");
  if (!(r.temperature > 0) || !std::isfinite(r.temperature))
    throw InputError("--temperature: a positive number");
  if (r.patience < 1) throw InputError("--patience " + std::to_string(r.patience) + ": at least 1");
  if (r.keep_unwinnable < 0 || r.keep_unwinnable > 1'000'000)
    throw InputError("--keep-unwinnable " + std::to_string(r.keep_unwinnable) +
                     ": 0 to 1000000 deals");
  if (r.tightness && (r.objective != Objective::kCritical || r.game == GameKind::kFourteen))
    throw InputError(
        "--tiebreak tightness: only with --objective critical in Calculation or Rechenkünstler");
  if (r.objective == Objective::kFair) {
    if (r.fair_games < 1 || r.fair_games > 64)
      throw InputError("--fair-games " + std::to_string(r.fair_games) + ": 1 to 64 games");
    if (r.fair.samples < 1 || r.fair.samples > 65'536)
      throw InputError("--samples " + std::to_string(r.fair.samples) + ": 1 to 65536");
  }
}

// The settings a store must share to be resumed (not the evaluations asked
// for: a run may be continued further). kScoreVersion changes whenever an
// objective's score does, so that no run mixes two kinds of score.
constexpr int kScoreVersion = 1;
StoreSettings settings_of(const ConstructRequest& r, StoreSettings game, const std::string& start) {
  StoreSettings s = {
      {"scores", std::to_string(kScoreVersion)}, {"objective", std::string(name_of(r.objective))},
      {"seed", std::to_string(r.seed)},          {"start", start},
      {"batch", std::to_string(r.batch)},        {"max_nodes", std::to_string(r.max_nodes)},
      {"keep", std::to_string(r.keep)},          {"temperature", std::to_string(r.temperature)},
      {"patience", std::to_string(r.patience)}};
  // Named only when on, so that stores made before the tie-break resume.
  if (r.tightness) s.emplace_back("tiebreak", "tightness");
  if (r.reach > 0) s.emplace_back("reach", std::to_string(r.reach));
  s.insert(s.end(), game.begin(), game.end());
  return s;
}

FoundDeal found_of(const std::string& cards, const Evaluation& e, std::uint64_t evaluation) {
  FoundDeal f;
  f.cards = cards;
  f.score = e.score;
  f.verdict = e.verdict;
  f.nodes = e.nodes;
  f.turns = e.critical.turns;
  f.choices = e.critical.choices;
  f.critical = e.critical.critical;
  f.fair_games = e.fair_games;
  f.fair_won = e.fair_won;
  f.evaluation = evaluation;
  return f;
}

// What a run has found: the best distinct deals, the unwinnable deals, the curve.
void record(ConstructResult& r, const ConstructRequest& request, const FoundDeal& f) {
  const int keep = request.keep;
  if (f.verdict == solver::Verdict::kUnwinnable) {
    ++r.unwinnable_met;
    if (static_cast<int>(r.unwinnable.size()) < request.keep_unwinnable &&
        std::none_of(r.unwinnable.begin(), r.unwinnable.end(),
                     [&](const FoundDeal& u) { return u.cards == f.cards; }))
      r.unwinnable.push_back(f);
  }
  if (f.score < 0) return;
  if (r.curve.empty() || f.score > r.curve.back().second)
    r.curve.emplace_back(f.evaluation, f.score);
  if (std::any_of(r.best.begin(), r.best.end(),
                  [&](const FoundDeal& b) { return b.cards == f.cards; }))
    return;
  if (static_cast<int>(r.best.size()) == keep && f.score <= r.best.back().score) return;
  // Best first; among equal scores the earlier found first.
  const auto at = std::upper_bound(r.best.begin(), r.best.end(), f.score,
                                   [](double s, const FoundDeal& b) { return s > b.score; });
  r.best.insert(at, f);
  if (static_cast<int>(r.best.size()) > keep) r.best.pop_back();
}

// Scores the candidates on `threads` threads, one evaluator each.
template <class Evaluator, class Deal>
std::vector<Evaluation> evaluate_all(std::vector<std::unique_ptr<Evaluator>>& evaluators,
                                     const std::vector<Deal>& candidates) {
  std::vector<Evaluation> out(candidates.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&](Evaluator& e) {
    for (std::size_t i = next++; i < candidates.size(); i = next++)
      out[i] = e.evaluate(candidates[i]);
  };
  const std::size_t helpers = std::min(evaluators.size(), candidates.size()) - 1;
  std::vector<std::thread> pool;
  for (std::size_t t = 0; t < helpers; ++t)
    pool.emplace_back([&work, &e = *evaluators[t + 1]] { work(e); });
  work(*evaluators[0]);
  for (std::thread& t : pool) t.join();
  return out;
}

template <SearchSpace Space>
class Annealing {
  using Deal = typename Space::Deal;

 public:
  explicit Annealing(const ConstructRequest& r)
      : r_(r), space_(r), start_(space_.parse(r.start)), bits_(r.seed) {
    for (int t = 0; t < r.threads; ++t)
      evaluators_.push_back(std::make_unique<typename Space::Evaluator>(r));
    if (!r.store_path.empty())
      store_ = std::make_unique<ConstructionStore>(
          r.store_path, settings_of(r, space_.settings(), space_.cards(start_)));
  }

  ConstructResult run() {
    const Clock::time_point began = Clock::now();
    start();
    Clock::time_point saved = Clock::now();
    while (state_.evaluations < r_.evaluations && !stopped()) {
      step();
      if (r_.on_progress) {
        const double s = std::chrono::duration<double>(Clock::now() - began).count();
        const double done = static_cast<double>(state_.evaluations - result_.resumed_from);
        r_.on_progress(state_.evaluations, r_.evaluations, state_.best_score, s > 0 ? done / s : 0);
      }
      if (store_ && Clock::now() - saved > std::chrono::seconds(2)) {
        save();
        saved = Clock::now();
      }
    }
    result_.interrupted = stopped() && state_.evaluations < r_.evaluations;
    if (r_.certify && !result_.interrupted)
      for (FoundDeal& f : result_.unwinnable)
        if (f.certificate.empty()) f.certificate = space_.certify(space_.parse(f.cards));
    save();
    result_.evaluations = state_.evaluations;
    result_.seconds = std::chrono::duration<double>(Clock::now() - began).count();
    return std::move(result_);
  }

 private:
  bool stopped() const { return r_.stop && r_.stop->load(); }
  std::string cards(const Deal& d) const { return space_.cards(d); }

  void start() {
    if (store_) {
      if (const std::optional<SearchState> s = store_->load(result_)) {
        state_ = *s;
        bits_ = SplitMix64(s->rng);
        current_ = space_.parse(s->current);
        result_.resumed_from = s->evaluations;
        return;
      }
    }
    current_ = start_;
    const Evaluation e = evaluators_[0]->evaluate(current_);
    state_.evaluations = 1;
    state_.current = state_.best = cards(current_);
    state_.current_score = state_.best_score = e.score;
    state_.rng = bits_.state();
    record(result_, r_, found_of(state_.current, e, 1));
  }

  // One step; a step cut short by Ctrl-C is dropped whole, so that the
  // state stays one the uninterrupted run passes through.
  void step() {
    const std::uint64_t rng_before = bits_.state();
    // Always a whole batch (a run may end a little past its evaluations), so
    // that a run continued with a larger budget is the longer run itself.
    const auto n = static_cast<std::uint64_t>(r_.batch);
    std::vector<Deal> candidates(n, current_);
    for (Deal& c : candidates) space_.mutate(c, bits_);
    const std::vector<Evaluation> scores = evaluate_all(evaluators_, candidates);
    if (stopped()) {
      bits_ = SplitMix64(rng_before);
      return;
    }
    std::size_t pick = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const FoundDeal f = found_of(cards(candidates[i]), scores[i], state_.evaluations + i + 1);
      record(result_, r_, f);
      if (scores[i].score > scores[pick].score) pick = i;
    }
    const double t = temperature_at(r_.temperature, state_.evaluations);
    state_.evaluations += n;
    const double delta = scores[pick].score - state_.current_score;
    const double chance = static_cast<double>(bits_.next() >> 11) * 0x1.0p-53;
    if (delta >= 0 || chance < std::exp(delta / t)) {
      current_ = candidates[pick];
      state_.current = cards(current_);
      state_.current_score = scores[pick].score;
    }
    if (scores[pick].score > state_.best_score) {
      state_.best = cards(candidates[pick]);
      state_.best_score = scores[pick].score;
      state_.since_best = 0;
    } else if ((state_.since_best += n) >= static_cast<std::uint64_t>(r_.patience)) {
      current_ = space_.parse(state_.best);
      state_.current = state_.best;
      state_.current_score = state_.best_score;
      state_.since_best = 0;
    }
    state_.rng = bits_.state();
  }

  void save() {
    if (store_) store_->checkpoint(state_, result_);
  }

  const ConstructRequest& r_;
  Space space_;
  Deal start_;
  SplitMix64 bits_;
  std::vector<std::unique_ptr<typename Space::Evaluator>> evaluators_;
  std::unique_ptr<ConstructionStore> store_;
  SearchState state_;
  Deal current_;
  ConstructResult result_;
};

}  // namespace

ConstructResult construct(const ConstructRequest& request) {
  check(request);
  if (request.game == GameKind::kFourteen) return Annealing<FourteenSpace>(request).run();
  return Annealing<CalculationSpace>(request).run();
}

}  // namespace reckon::construction
