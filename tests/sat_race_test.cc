// SatRace (solver/sat_solver.h): solvers on one question, each on its own
// thread; the first definite answer wins and stops the others. Pigeonhole
// formulas: n + 1 pigeons in n holes is unsatisfiable and costs the solver
// many conflicts; n in n is satisfiable.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <thread>
#include <vector>

#include "solver/sat_solver.h"

namespace reckon::solver {
namespace {

// Variable p * holes + h + 1: pigeon p sits in hole h.
std::vector<int> pigeonhole(int pigeons, int holes) {
  std::vector<int> f;
  for (int p = 0; p < pigeons; ++p) {
    for (int h = 0; h < holes; ++h) f.push_back(p * holes + h + 1);
    f.push_back(0);
  }
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p < pigeons; ++p)
      for (int q = p + 1; q < pigeons; ++q)
        f.insert(f.end(), {-(p * holes + h + 1), -(q * holes + h + 1), 0});
  return f;
}

bool satisfies(const std::vector<bool>& model, const std::vector<int>& f) {
  bool clause_true = false;
  for (const int lit : f) {
    if (lit == 0) {
      if (!clause_true) return false;
      clause_true = false;
    } else if (model[static_cast<std::size_t>(std::abs(lit))] == (lit > 0)) {
      clause_true = true;
    }
  }
  return true;
}

struct Entrant {
  const std::vector<int>* formula;
  int variables;
  Limits limits;
  SatStyle style;
};

// Runs the entrants on a thread each; returns their results.
std::vector<SatResult> run_race(SatRace& race, const std::vector<Entrant>& entrants) {
  std::vector<SatResult> out(entrants.size());
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < entrants.size(); ++i)
    threads.emplace_back([&, i] {
      const Entrant& e = entrants[i];
      out[i] = race.run(static_cast<int>(i), e.variables, *e.formula, e.limits, e.style);
    });
  for (std::thread& t : threads) t.join();
  return out;
}

TEST(SatRace, TheWinnersSolutionSatisfiesTheFormula) {
  const std::vector<int> f = pigeonhole(7, 7);
  SatRace race;
  const auto results = run_race(race, {{&f, 49, {}, {}}, {&f, 49, {}, {.true_first = true}}});
  ASSERT_TRUE(race.winner() == 0 || race.winner() == 1);
  const SatResult& r = results[static_cast<std::size_t>(race.winner())];
  ASSERT_EQ(r.answer, SatResult::Answer::kSatisfiable);
  EXPECT_TRUE(satisfies(r.model, f));
}

TEST(SatRace, UnsatisfiableWhicheverAnswers) {
  const std::vector<int> f = pigeonhole(8, 7);
  SatRace race;
  const auto results = run_race(race, {{&f, 56, {}, {}}, {&f, 56, {}, {.true_first = true}}});
  ASSERT_TRUE(race.winner() == 0 || race.winner() == 1);
  EXPECT_EQ(results[static_cast<std::size_t>(race.winner())].answer,
            SatResult::Answer::kUnsatisfiable);
}

TEST(SatRace, UnknownOnlyWhenEveryEntrantRunsOutOfItsBudget) {
  const std::vector<int> hard = pigeonhole(10, 9), easy = pigeonhole(3, 2);
  Limits tight;
  tight.max_nodes = 20;
  SatRace none;
  const auto r = run_race(none, {{&hard, 90, tight, {}}, {&hard, 90, tight, {.true_first = true}}});
  EXPECT_EQ(none.winner(), -1);
  for (const SatResult& x : r) {
    EXPECT_EQ(x.answer, SatResult::Answer::kUnknown);
    EXPECT_STREQ(x.stopped_by, "nodes");
    EXPECT_EQ(x.conflicts, 20u);
  }
  // One entrant (asked an easier question, for this test) answers within
  // its budget whatever the other does, and stops it.
  SatRace one;
  const auto s = run_race(one, {{&hard, 90, {}, {}}, {&easy, 6, tight, {}}});
  EXPECT_EQ(one.winner(), 1);
  EXPECT_EQ(s[1].answer, SatResult::Answer::kUnsatisfiable);
  EXPECT_EQ(s[0].answer, SatResult::Answer::kUnknown);
  EXPECT_STREQ(s[0].stopped_by, "stop");
}

TEST(SatRace, StopEndsTheRaceAndLateEntrantsDoNotStart) {
  const std::vector<int> hard = pigeonhole(12, 11);
  SatRace race;
  race.stop();
  const SatResult r = race.run(0, 132, hard, {}, {});
  EXPECT_EQ(r.answer, SatResult::Answer::kUnknown);
  EXPECT_STREQ(r.stopped_by, "stop");
  EXPECT_EQ(r.conflicts, 0u);
  EXPECT_EQ(race.winner(), -1);
}

TEST(SatRace, TheCallersStopFlagStopsEveryEntrant) {
  const std::vector<int> hard = pigeonhole(12, 11);
  std::atomic<bool> stop{true};
  Limits limits;
  limits.stop = &stop;
  SatRace race;
  const auto r =
      run_race(race, {{&hard, 132, limits, {}}, {&hard, 132, limits, {.true_first = true}}});
  EXPECT_EQ(race.winner(), -1);
  for (const SatResult& x : r) EXPECT_STREQ(x.stopped_by, "stop");
}

}  // namespace
}  // namespace reckon::solver
