// The Calculation family's curation (calculation_curation.h).
#include "jobs/curation/calculation_curation.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

#include "core/json.h"
#include "jobs/analysis/deal_list.h"
#include "jobs/analysis/outcome_row.h"
#include "jobs/common/calculation_family.h"
#include "jobs/common/deal_source.h"
#include "jobs/curation/calculation_difficulty.h"
#include "jobs/curation/calculation_forgiveness.h"
#include "jobs/curation/calculation_tier.h"
#include "strategies/calculation_solve.h"

namespace reckon::curation {
namespace {

calculation::Deal numbered_deal(const std::string& number, const calculation::Variant& v) {
  return calculation::deal_from_number(std::stoull(number), v.preplaced);
}

// Stage 1, for every deal: the perfect-play verdict, then for a winnable
// deal the human-like players' games (the candidates' pre-score).
class CurateAnalyzer : public analysis::DealAnalyzer {
 public:
  CurateAnalyzer(const calculation::Variant& v, const calculation::Pruning& pruning, const solver::Limits& limits,
                 bool certify, const CurationPlayers& players)
      : v_(v), solver_(v, pruning, limits), players_(players) {
    solver_.set_certify(certify);
  }
  void check(const analysis::DealSpec& d) override { deal(d); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const calculation::Deal dl = deal(d);
    const strategies::CalculationOutcome o = solver_.solve(dl);
    analysis::Row r = analysis::solved_row(o);
    if (o.verdict == solver::Verdict::kUnwinnable && !o.proof.empty()) r.extra = {{"sat_proof", "1"}};
    if (o.certificate && o.certificate->checked) {  // --certify
      r.extra.push_back({"drat_lemmas", std::to_string(o.certificate->lemmas)});
      r.extra.push_back({"drat_bytes", std::to_string(o.certificate->bytes)});
    }
    if (o.verdict == solver::Verdict::kWinnable) {
      const HumanMeasure h = measure_human(dl, v_, players_);
      r.extra = {{"prescore", fixed(prescore(h), 2)},
                 {"human_wins", std::to_string(h.wins)},
                 {"human_games", std::to_string(h.games)},
                 {"human_home", std::to_string(h.home)}};
    }
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  calculation::Deal deal(const analysis::DealSpec& d) const {
    return jobs::load_deal(analysis::source_of(d), v_, nullptr);
  }
  calculation::Variant v_;
  strategies::CalculationSolver solver_;
  CurationPlayers players_;
};

// Stage 2, for the candidates: the fair player's runs and forgiveness along
// every game; the score and the tier (or "undecided" scoring). Rows are
// filled in place, each by whichever thread takes it: the figures of a deal
// depend on the deal alone.
void calculation_finish(std::vector<analysis::Row>& rows, const calculation::Variant& v,
                        const calculation::Pruning& pruning, const CurationPlayers& players, int threads,
                        const std::atomic<bool>* stop, bool full) {
  std::mutex mu;
  std::size_t next = 0;
  const auto worker = [&] {
    ForgivenessCounter counter(v, pruning, players.choice_nodes);
    for (;;) {
      std::size_t i;
      {
        std::lock_guard lock(mu);
        if (next >= rows.size() || (stop && stop->load())) return;
        i = next++;
      }
      analysis::Row& r = rows[i];
      if (analysis::outcome_of(r) != Outcome::kWinnable ||
          extra_number(r, full ? "score" : "fair_wins", -1) >= 0)
        continue;
      const FairMeasure m = measure_fair(numbered_deal(r.deal, v), v, players, full ? &counter : nullptr);
      std::erase_if(r.extra, [](const auto& e) {
        return e.first != "prescore" && e.first != "human_wins" && e.first != "human_games" &&
               e.first != "human_home";
      });
      if (m.undecided || m.forgiveness.undecided) {
        r.extra.push_back({"scoring", "\"undecided\""});
        continue;
      }
      r.extra.push_back({"tier", json::quote(name_of(calculation_tier(m.chance())))});
      r.extra.push_back({"fair_wins", std::to_string(m.wins)});
      r.extra.push_back({"fair_runs", std::to_string(m.runs)});
      if (!full) continue;
      r.extra.push_back({"score", fixed(difficulty_score(m.chance(), m.forgiveness), 2)});
      r.extra.push_back({"decisions", std::to_string(m.forgiveness.decisions)});
      r.extra.push_back({"critical", std::to_string(m.forgiveness.critical)});
      r.extra.push_back({"winning_share", fixed(m.forgiveness.winning_share(), 4)});
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
}

std::string calculation_reason(const Listed& l) {
  const analysis::Row& r = l.row;
  if (analysis::outcome_of(r) == Outcome::kUnwinnable && extra_number(r, "sat_proof", 0) == 1) {
    std::string s = "no line wins: its satisfiability model has no solution (rule sat; reckon solve --write-cnf "
                    "writes the formula)";
    if (const double lemmas = extra_number(r, "drat_lemmas", -1); lemmas >= 0)
      s += "; certified: a DRAT proof of " + fixed(lemmas, 0) + " lemmas (" + fixed(extra_number(r, "drat_bytes"), 0) +
           " bytes) checked by reckon's own checker";
    return s;
  }
  if (analysis::outcome_of(r) == Outcome::kUnwinnable)
    return "no line wins: every line was searched";
  if (analysis::outcome_of(r) == Outcome::kUnknown) return "undecided within the budget";
  if (extra_number(r, "fair_wins", -1) < 0) return "winnable; not scored (a solve of its scoring ran out of its budget)";
  const auto n = [&r](const char* name) { return fixed(extra_number(r, name), 0); };
  std::string tier;
  for (const auto& [k, val] : r.extra)
    if (k == "tier") tier = std::string(json::parse(val).as_string());
  std::string s = "tier " + tier;
  if (extra_number(r, "score", -1) >= 0) s += " (score " + fixed(extra_number(r, "score"), 1) + ")";
  s += ": the fair player wins " + n("fair_wins") + " of " + n("fair_runs") + " runs";
  if (extra_number(r, "decisions", -1) >= 0)
    s += "; along its games " + n("critical") + " of " + n("decisions") + " decisions critical, " +
         fixed(100 * extra_number(r, "winning_share"), 0) + "% of choices win";
  return s + "; human-like players win " + n("human_wins") + " of " + n("human_games") + " games";
}

}  // namespace

CurateGame calculation_curation(const CurateRequest& request, const solver::Limits& limits,
                                int threads) {
  const calculation::Variant v = request.variant;
  const calculation::Pruning pruning = request.pruning;
  CurationPlayers players;
  if (request.choice_nodes) players.choice_nodes = *request.choice_nodes;
  CurateGame g;
  g.setting = jobs::describe_variant(v);
  g.variant = v;
  g.spec.strategy = "curate";
  const bool certify = request.certify;
  g.spec.make = [v, pruning, limits, certify, players] {
    return std::make_unique<CurateAnalyzer>(v, pruning, limits, certify, players);
  };
  g.store_tag = "v3 " + players.describe(v) + (certify ? " certify" : "");
  g.players = players.describe(v);
  g.tiers = "easy: the fair player wins at least " + fixed(100 * kEasyChance, 0) +
            "% of its runs; medium: at least " + fixed(100 * kMediumChance, 0) + "%; hard: at least " +
            fixed(100 * kHardChance, 0) + "%; expert: less";
  g.show_nodes = false;
  g.csv_extras = {"score", "tier", "fair_wins", "fair_runs", "decisions", "critical", "winning_share", "human_wins",
                  "human_games"};
  const auto mean_of = [](const char* name, double scale = 1) {
    return [n = std::string(name), scale](const analysis::Row& r) { return extra_number(r, n) / scale; };
  };
  g.calibrate = {{"fair chance", [](const analysis::Row& r) {
                    return extra_number(r, "fair_wins") / std::max(1.0, extra_number(r, "fair_runs"));
                  }},
                 {"critical share", [](const analysis::Row& r) {
                    return extra_number(r, "critical") / std::max(1.0, extra_number(r, "decisions"));
                  }},
                 {"winning share", mean_of("winning_share")},
                 {"human-like wins", [](const analysis::Row& r) {
                    return extra_number(r, "human_wins") / std::max(1.0, extra_number(r, "human_games"));
                  }}};
  g.prescore_tie = "human_home";  // fewer cards home: harder
  g.reason = calculation_reason;
  g.tier = [](const analysis::Row& r) {
    return calculation_tier(extra_number(r, "fair_wins") / std::max(1.0, extra_number(r, "fair_runs")));
  };
  g.finish = [v, pruning, players, threads, stop = request.stop](std::vector<analysis::Row>& rows,
                                                                  bool full) {
    calculation_finish(rows, v, pruning, players, threads, stop, full);
  };
  return g;
}

}  // namespace reckon::curation
