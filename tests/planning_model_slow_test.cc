// The planning model (core/games/calculation/planning_model.h) against the
// project's verdicts: CalculationSolver (whose rule sat uses the other
// model) on the differential test positions, W=3 deal 170, and a sample of
// full W=2 deals whose verdicts data/curated lists. Every win replays.
//
// The long sweep over full W=2 deals runs only when asked, e.g.
//   RECKON_PLANNING_SWEEP=1-200 RECKON_PLANNING_SWEEP_OUT=data/golden/planning-model-agreement.tsv
//   RECKON_PLANNING_SWEEP_SECONDS=120 timeout -k 10 7200 build/release/tests/reckon_slow_tests
//     --gtest_filter='PlanningModelSweep.*'
// (one command line)
// (the file's header names the command that made it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>

#include "calculation_sample.h"
#include "planning_model_check.h"
#include "test_data.h"
#include "strategies/calculation_solve.h"

namespace reckon::calculation {
namespace {

using Answer = PlanningVerdict::Answer;

Variant piles(int w) {
  Variant v;
  v.piles_per_owner = w;
  return v;
}

class PlanningModelDifferential : public ::testing::TestWithParam<SampleSetting> {};

TEST_P(PlanningModelDifferential, AgreesWithTheSolver) {
  // The positions of calculation_differential_test.cc (same salt, same
  // settings): the model, the project's solver and the brute-force oracle.
  // The model is slow on these (seconds for a loss), so only the first
  // kCases of each setting, each with a time limit.
  constexpr int kCases = 20;
  const SampleSetting st = GetParam();
  int wins = 0, losses = 0, unknown = 0;
  for (int c = 0; c < std::min(kCases, st.cases); ++c) {
    const auto [seed, pos, truth] = sample_position(st, 1000003, c);
    strategies::CalculationSolver solver(pos.variant, Pruning{}, {});
    const strategies::CalculationOutcome project =
        solver.solve_from(pos.deal, pos.state, pos.prefix);
    ASSERT_NE(project.verdict, solver::Verdict::kUnknown) << "seed " << seed;
    const bool project_won = project.verdict == solver::Verdict::kWinnable;
    ASSERT_EQ(project_won, truth) << "seed " << seed;
    solver::Limits limits;
    limits.max_seconds = 60;
    const PlanningVerdict got =
        planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix, limits);
    if (got.answer == Answer::kUnknown) {
      ++unknown;
      continue;
    }
    ASSERT_EQ(got.answer == Answer::kWon, project_won) << "seed " << seed;
    if (project_won) {
      ASSERT_TRUE(got.replayed) << "seed " << seed << ": " << got.why;
    }
    wins += project_won;
    losses += !project_won;
  }
  EXPECT_GT(wins, 0);
  EXPECT_GT(losses, 0);
  EXPECT_LE(unknown, kCases / 4);
  std::printf(
      "[ info ] %s: model and solver agree on %d wins and %d losses; %d undecided in 60 s\n",
      st.name().c_str(), wins, losses, unknown);
}

std::string setting_name(const ::testing::TestParamInfo<SampleSetting>& info) {
  return info.param.name();
}

INSTANTIATE_TEST_SUITE_P(Calculation, PlanningModelDifferential,
                         ::testing::Values(SampleSetting{1, 1, true, 8, 3, 400},
                                           SampleSetting{2, 1, true, 10, 4, 400},
                                           SampleSetting{3, 1, true, 8, 4, 300},
                                           SampleSetting{4, 1, true, 6, 6, 300},
                                           SampleSetting{2, 1, false, 10, 4, 300},
                                           SampleSetting{3, 1, false, 8, 4, 300}),
                         setting_name);
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, PlanningModelDifferential,
                         ::testing::Values(SampleSetting{1, 2, true, 12, 2, 300},
                                           SampleSetting{2, 2, true, 10, 6, 300},
                                           SampleSetting{3, 2, true, 7, 8, 150}),
                         setting_name);

class PlanningModelLargerSample : public ::testing::TestWithParam<PlanningSetting> {};

TEST_P(PlanningModelLargerSample, AgreesWithExhaustiveSearchAndEveryLineReplays) {
  check_sample(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Calculation, PlanningModelLargerSample,
                         ::testing::Values(PlanningSetting{1, 1, true, 7, 3, 60},
                                           PlanningSetting{2, 1, true, 6, 4, 60},
                                           PlanningSetting{2, 1, true, 6, 4, 60, true},
                                           PlanningSetting{3, 1, true, 5, 6, 60},
                                           PlanningSetting{4, 1, true, 4, 6, 40},
                                           PlanningSetting{2, 1, false, 6, 4, 40},
                                           PlanningSetting{3, 1, false, 5, 4, 40, true},
                                           // Without the order layer:
                                           PlanningSetting{2, 1, true, 6, 4, 60, false, false},
                                           PlanningSetting{3, 1, true, 5, 6, 60, false, false},
                                           PlanningSetting{2, 1, false, 6, 4, 40, true, false}),
                         planning_setting_name);
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, PlanningModelLargerSample,
                         ::testing::Values(PlanningSetting{1, 2, true, 8, 2, 60},
                                           PlanningSetting{2, 2, true, 6, 6, 40},
                                           PlanningSetting{3, 2, true, 5, 8, 30, true},
                                           PlanningSetting{2, 2, true, 6, 6, 40, false, false}),
                         planning_setting_name);

// W=2 deals of the sweep the test repeats (see W2SampleAgreesWithTheCuratedList).
constexpr std::uint64_t kW2Sample[] = {8, 10, 13, 1, 2};

PlanningVerdict full_deal(std::uint64_t n, const Variant& v, double max_seconds = 0) {
  solver::Limits limits;
  limits.max_seconds = max_seconds;
  return planning_verdict(deal_from_number(n, v.preplaced), v, initial_state(v), {}, limits);
}

TEST(PlanningModelDeals, W3Deal170IsNeverWon) {
  // The project's verdict: W=3 deal 170 is unwinnable (doc/results.md). The
  // model may not decide it within the limit (measured: see the report in
  // the commit that added this), but it must never find a win, and if it
  // decides, it must say lost.
  const Variant v = piles(3);
  strategies::CalculationSolver solver(v, Pruning{}, {});
  ASSERT_EQ(solver.solve(deal_from_number(170, true)).verdict, solver::Verdict::kUnwinnable);
  const PlanningVerdict got = full_deal(170, v, 120);
  std::printf("[ info ] W=3 deal 170: %d variables, %zu clauses, %llu conflicts, %.1f s, %s\n",
              got.variables, got.clauses, static_cast<unsigned long long>(got.conflicts),
              got.seconds,
              got.answer == Answer::kLost  ? "lost"
              : got.answer == Answer::kWon ? "WON"
                                           : "undecided");
  EXPECT_NE(got.answer, Answer::kWon);
}

std::set<std::uint64_t> w2_losses() {
  std::set<std::uint64_t> out;
  for (const std::string& line :
       testing::data_lines("curated/calculation-w2-unwinnable-1-1000.txt"))
    out.insert(std::stoull(testing::split_words(line).at(0)));
  return out;
}

// One full deal checked both ways. A win: the project's line (replayed
// before solve() returns) must be a solution of the model, and the model,
// solved from that line as its first guess (phases change the solver's
// path, never its answer), must say won with a line that replays. A loss:
// the model must have no solution (no guess; up to `seconds`).
struct DealCheck {
  solver::Verdict project = solver::Verdict::kUnknown;
  bool line_is_solution = false;
  PlanningVerdict model;
};

DealCheck check_deal(std::uint64_t n, const Variant& v, double seconds) {
  DealCheck out;
  const Deal deal = deal_from_number(n, v.preplaced);
  strategies::CalculationSolver solver(v, Pruning{}, {});
  const strategies::CalculationOutcome o = solver.solve(deal);
  out.project = o.verdict;
  solver::Limits limits;
  limits.max_seconds = seconds;
  if (o.verdict == solver::Verdict::kWinnable) {
    const PlanningModel model(deal, v, initial_state(v));
    const std::vector<bool> a = model.assignment_of(o.moves);
    out.line_is_solution = !a.empty() && false_clauses(model.clauses(), a) == 0;
    out.model = planning_verdict(deal, v, initial_state(v), {}, limits, {}, &o.moves);
  } else {
    out.model = planning_verdict(deal, v, initial_state(v), {}, limits);
  }
  return out;
}

TEST(PlanningModelDeals, W2SampleAgreesWithTheCuratedList) {
  // A bounded sample of the sweep (data/golden/planning-model-agreement.tsv).
  // Wins: the project's line is a solution, and the model, started from
  // it, says won with a line that replays. Losses: the model, without a
  // guess, may decide them within 20 s (with the order layer most are; see
  // data/golden/planning-model-full-deals.tsv), and must never find a win.
  const std::set<std::uint64_t> losses = w2_losses();
  ASSERT_EQ(losses.size(), 332u);
  for (const std::uint64_t n : kW2Sample) {
    const bool lost = losses.count(n) > 0;
    const DealCheck got = check_deal(n, piles(2), lost ? 20 : 300);
    EXPECT_EQ(got.project, lost ? solver::Verdict::kUnwinnable : solver::Verdict::kWinnable)
        << "deal " << n;
    if (lost) {
      EXPECT_NE(got.model.answer, Answer::kWon) << "deal " << n;
    } else {
      EXPECT_TRUE(got.line_is_solution) << "deal " << n;
      EXPECT_EQ(got.model.answer, Answer::kWon) << "deal " << n;
      EXPECT_TRUE(got.model.replayed) << "deal " << n << ": " << got.model.why;
    }
  }
}

TEST(PlanningModelSweep, W2Deals) {
  const char* range = std::getenv("RECKON_PLANNING_SWEEP");
  const char* out_path = std::getenv("RECKON_PLANNING_SWEEP_OUT");
  if (!range || !out_path)
    GTEST_SKIP() << "set RECKON_PLANNING_SWEEP=a-b and RECKON_PLANNING_SWEEP_OUT=file";
  const std::string r(range);
  const std::uint64_t first = std::stoull(r.substr(0, r.find('-'))),
                      last = std::stoull(r.substr(r.find('-') + 1));
  const char* seconds_text = std::getenv("RECKON_PLANNING_SWEEP_SECONDS");
  const double seconds = seconds_text ? std::atof(seconds_text) : 120;
  const std::set<std::uint64_t> losses = w2_losses();
  std::ofstream out(out_path);
  out << "# The planning model (core/games/calculation/planning_model.h) on full W=2 deals (bases "
         "preplaced),\n"
      << "# against the project's verdicts (data/curated/calculation-w2-unwinnable-1-1000.txt "
         "lists the losses).\n"
      << "# Made by: RECKON_PLANNING_SWEEP=" << r << " RECKON_PLANNING_SWEEP_SECONDS=" << seconds
      << " RECKON_PLANNING_SWEEP_OUT=<this file> build/release/tests/reckon_slow_tests"
      << " --gtest_filter='PlanningModelSweep.*'\n"
      << "# seconds: the model's build and solve, one thread (CaDiCaL); limit " << seconds
      << " s a deal.\n"
      << "# Wins: the model is solved from the project's line as its first phases (a guess; the "
         "answer is\n"
      << "# still the model's own); line_is_solution: that line's assignment makes every clause "
         "true.\n"
      << "# Losses: no guess.\n"
      << "# "
         "deal\tlist\tproject\tmodel\tline_is_"
         "solution\treplayed\tvariables\tclauses\tconflicts\tseconds\n";
  int agree_won = 0, agree_lost = 0, undecided = 0;
  for (std::uint64_t n = first; n <= last; ++n) {
    const bool lost = losses.count(n) > 0;
    const DealCheck got = check_deal(n, piles(2), seconds);
    const PlanningVerdict& m = got.model;
    const char* model = m.answer == Answer::kWon    ? "won"
                        : m.answer == Answer::kLost ? "lost"
                                                    : "unknown";
    out << n << '\t' << (lost ? "lost" : "won") << '\t' << name_of(got.project) << '\t' << model
        << '\t'
        << (lost                   ? "-"
            : got.line_is_solution ? "yes"
                                   : "NO")
        << '\t' << (m.answer == Answer::kWon ? (m.replayed ? "yes" : "NO") : "-") << '\t'
        << m.variables << '\t' << m.clauses << '\t' << m.conflicts << '\t' << m.seconds << '\n'
        << std::flush;
    EXPECT_EQ(got.project == solver::Verdict::kUnwinnable, lost) << "deal " << n;
    if (m.answer != Answer::kUnknown) {
      EXPECT_EQ(m.answer == Answer::kLost, lost) << "deal " << n;
    }
    if (!lost) {
      EXPECT_TRUE(got.line_is_solution) << "deal " << n;
    }
    if (m.answer == Answer::kWon) {
      EXPECT_TRUE(m.replayed) << "deal " << n << ": " << m.why;
    }
    agree_won += m.answer == Answer::kWon && !lost;
    agree_lost += m.answer == Answer::kLost && lost;
    undecided += m.answer == Answer::kUnknown;
  }
  out << "# agreed wins " << agree_won << ", agreed losses " << agree_lost << ", undecided "
      << undecided << '\n';
}

}  // namespace
}  // namespace reckon::calculation
