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
#include "tools/calculation_solve.h"

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
  const SampleSetting st = GetParam();
  int wins = 0;
  for (int c = 0; c < st.cases; ++c) {
    const auto [seed, pos, truth] = sample_position(st, 1000003, c);
    cli::CalculationSolver solver(pos.variant, Pruning{}, {});
    const cli::CalculationOutcome project = solver.solve_from(pos.deal, pos.state, pos.prefix);
    ASSERT_NE(project.verdict, solver::Verdict::kUnknown) << "seed " << seed;
    const bool project_won = project.verdict == solver::Verdict::kWinnable;
    const PlanningVerdict got = planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix);
    ASSERT_NE(got.answer, Answer::kUnknown) << "seed " << seed;
    ASSERT_EQ(got.answer == Answer::kWon, project_won) << "seed " << seed;
    ASSERT_EQ(project_won, truth) << "seed " << seed;
    if (project_won) {
      ASSERT_TRUE(got.replayed) << "seed " << seed << ": " << got.why;
    }
    wins += project_won;
  }
  EXPECT_GT(wins, st.cases / 20);
  EXPECT_LT(wins, st.cases - st.cases / 20);
  std::printf("[ info ] %s: %d of %d winnable, model and solver agree\n", st.name().c_str(), wins, st.cases);
}

std::string setting_name(const ::testing::TestParamInfo<SampleSetting>& info) { return info.param.name(); }

INSTANTIATE_TEST_SUITE_P(Calculation, PlanningModelDifferential,
                         ::testing::Values(SampleSetting{1, 1, true, 8, 3, 400}, SampleSetting{2, 1, true, 10, 4, 400},
                                           SampleSetting{3, 1, true, 8, 4, 300}, SampleSetting{4, 1, true, 6, 6, 300},
                                           SampleSetting{2, 1, false, 10, 4, 300},
                                           SampleSetting{3, 1, false, 8, 4, 300}),
                         setting_name);
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, PlanningModelDifferential,
                         ::testing::Values(SampleSetting{1, 2, true, 12, 2, 300},
                                           SampleSetting{2, 2, true, 10, 6, 300},
                                           SampleSetting{3, 2, true, 7, 8, 150}),
                         setting_name);

PlanningVerdict full_deal(std::uint64_t n, const Variant& v, double max_seconds = 0) {
  solver::Limits limits;
  limits.max_seconds = max_seconds;
  return planning_verdict(deal_from_number(n, v.preplaced), v, initial_state(v), {}, limits);
}

TEST(PlanningModelDeals, W3Deal170IsLost) {
  // The project's verdict: W=3 deal 170 is unwinnable (RESULTS.md).
  const Variant v = piles(3);
  cli::CalculationSolver solver(v, Pruning{}, {});
  ASSERT_EQ(solver.solve(deal_from_number(170, true)).verdict, solver::Verdict::kUnwinnable);
  const PlanningVerdict got = full_deal(170, v, 600);
  std::printf("[ info ] W=3 deal 170: %d variables, %zu clauses, %llu conflicts, %.1f s\n", got.variables,
              got.clauses, static_cast<unsigned long long>(got.conflicts), got.seconds);
  EXPECT_EQ(got.answer, Answer::kLost);
}

std::set<std::uint64_t> w2_losses() {
  std::set<std::uint64_t> out;
  for (const std::string& line : testing::data_lines("curated/calculation-w2-unwinnable-1-1000.txt"))
    out.insert(std::stoull(testing::split_words(line).at(0)));
  return out;
}

TEST(PlanningModelDeals, W2SampleAgreesWithTheCuratedList) {
  // A bounded sample of the sweep (data/golden/planning-model-agreement.tsv):
  // some of its quicker wins and losses.
  const std::set<std::uint64_t> losses = w2_losses();
  ASSERT_EQ(losses.size(), 332u);
  for (const std::uint64_t n : {8, 10, 1, 3}) {
    const PlanningVerdict got = full_deal(n, piles(2), 600);
    const bool lost = losses.count(n) > 0;
    EXPECT_EQ(got.answer, lost ? Answer::kLost : Answer::kWon) << "deal " << n;
    if (got.answer == Answer::kWon) {
      EXPECT_TRUE(got.replayed) << "deal " << n << ": " << got.why;
    }
  }
}

TEST(PlanningModelSweep, W2Deals) {
  const char* range = std::getenv("RECKON_PLANNING_SWEEP");
  const char* out_path = std::getenv("RECKON_PLANNING_SWEEP_OUT");
  if (!range || !out_path) GTEST_SKIP() << "set RECKON_PLANNING_SWEEP=a-b and RECKON_PLANNING_SWEEP_OUT=file";
  const std::string r(range);
  const std::uint64_t first = std::stoull(r.substr(0, r.find('-'))), last = std::stoull(r.substr(r.find('-') + 1));
  const char* seconds_text = std::getenv("RECKON_PLANNING_SWEEP_SECONDS");
  const double seconds = seconds_text ? std::atof(seconds_text) : 120;
  const std::set<std::uint64_t> losses = w2_losses();
  std::ofstream out(out_path);
  out << "# The planning model (core/games/calculation/planning_model.h) on full W=2 deals (bases preplaced),\n"
      << "# against the project's verdicts (data/curated/calculation-w2-unwinnable-1-1000.txt lists the losses).\n"
      << "# Made by: RECKON_PLANNING_SWEEP=" << r << " RECKON_PLANNING_SWEEP_SECONDS=" << seconds
      << " RECKON_PLANNING_SWEEP_OUT=<this file> build/release/tests/reckon_slow_tests"
      << " --gtest_filter='PlanningModelSweep.*'\n"
      << "# seconds: build and solve, one thread (CaDiCaL); limit " << seconds << " s a deal.\n"
      << "# deal\tproject\tmodel\treplayed\tvariables\tclauses\tconflicts\tseconds\n";
  for (std::uint64_t n = first; n <= last; ++n) {
    const bool lost = losses.count(n) > 0;
    const PlanningVerdict got = full_deal(n, piles(2), seconds);
    const char* model = got.answer == Answer::kWon ? "won" : got.answer == Answer::kLost ? "lost" : "unknown";
    out << n << '\t' << (lost ? "lost" : "won") << '\t' << model << '\t'
        << (got.answer == Answer::kWon ? (got.replayed ? "yes" : "NO") : "-") << '\t' << got.variables << '\t'
        << got.clauses << '\t' << got.conflicts << '\t' << got.seconds << '\n'
        << std::flush;
    if (got.answer != Answer::kUnknown) {
      EXPECT_EQ(got.answer == Answer::kLost, lost) << "deal " << n;
    }
    if (got.answer == Answer::kWon) {
      EXPECT_TRUE(got.replayed) << "deal " << n << ": " << got.why;
    }
  }
}

}  // namespace
}  // namespace reckon::calculation
