// SatRace (solver/sat_solver.h): solvers on one question, each on its own
// thread; the first definite answer wins and stops the others. Pigeonhole
// formulas: n + 1 pigeons in n holes is unsatisfiable and costs the solver
// many conflicts; n in n is satisfiable.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <stdexcept>
#include <thread>
#include <vector>

#include "solver/sat_solver.h"
#include "cnf_formulas.h"

namespace reckon::solver {
namespace {


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
    EXPECT_EQ(x.stopped_by, StopReason::kNodes);
    EXPECT_EQ(x.conflicts, 20u);
  }
  // One entrant (asked an easier question, for this test) answers within
  // its budget whatever the other does, and stops it.
  SatRace one;
  const auto s = run_race(one, {{&hard, 90, {}, {}}, {&easy, 6, tight, {}}});
  EXPECT_EQ(one.winner(), 1);
  EXPECT_EQ(s[1].answer, SatResult::Answer::kUnsatisfiable);
  EXPECT_EQ(s[0].answer, SatResult::Answer::kUnknown);
  EXPECT_EQ(s[0].stopped_by, StopReason::kStop);
}

// Over twelve random 3-SAT formulas near the hardest ratio, other(f,
// variables, plain, happened) solves each another way (plain: the default
// solver's result): its answer must be the default solver's, and its models
// must satisfy the formula. Both answers must come up. Returns how many
// times other set `happened` (what a test is about, so that it means
// something).
template <class Other>
int against_the_default_solver(Other other) {
  int happened = 0, satisfiable = 0, unsatisfiable = 0;
  for (unsigned seed = 1; seed <= 12; ++seed) {
    const int variables = 170;
    const std::vector<int> f = random_3sat(variables, variables * 426 / 100, seed);
    const SatResult plain = solve_formula(variables, f, {});
    EXPECT_NE(plain.answer, SatResult::Answer::kUnknown) << "seed " << seed;
    bool it = false;
    const SatResult got = other(f, variables, plain, it);
    EXPECT_EQ(got.answer, plain.answer) << "seed " << seed;
    if (got.answer == SatResult::Answer::kSatisfiable) {
      EXPECT_TRUE(satisfies(got.model, f)) << "seed " << seed;
      ++satisfiable;
    } else if (got.answer == SatResult::Answer::kUnsatisfiable) {
      ++unsatisfiable;
    }
    happened += it;
  }
  EXPECT_GT(satisfiable, 0);
  EXPECT_GT(unsatisfiable, 0);
  return happened;
}

// Entrants on one formula pass each other learned clauses; the answers stay
// those of a solver alone. Clauses must really be passed.
TEST(SatRace, SharedClausesKeepTheAnswers) {
  const int shared = against_the_default_solver(
      [](const std::vector<int>& f, int variables, const SatResult&, bool& passed) {
        SatRace race(/*one_formula=*/true);
        const auto r =
            run_race(race, {{&f, variables, {}, {}}, {&f, variables, {}, {.true_first = true}}});
        passed = r[0].imported + r[1].imported > 0;
        EXPECT_TRUE(race.winner() == 0 || race.winner() == 1);
        return race.winner() < 0 ? SatResult{} : r[static_cast<std::size_t>(race.winner())];
      });
  EXPECT_GT(shared, 6);
}

// A solver alone diversifies (SatStyle::diversify: rephasing often, fewer
// reductions): the answers stay those of the default solver, and it takes
// another path (so the style is in effect).
TEST(SatSolverAlone, DiversifiedKeepsTheAnswers) {
  const int other_path = against_the_default_solver(
      [](const std::vector<int>& f, int variables, const SatResult& plain, bool& other) {
        const SatResult diverse = solve_formula(variables, f, {}, {.diversify = true});
        other = diverse.conflicts != plain.conflicts;
        return diverse;
      });
  EXPECT_GT(other_path, 6);
}

// SatStyle::first_phases are the values decided first: given the solution
// that deciding true first finds in a random formula, deciding false first
// finds that one too, and with no conflict on the way (deciding only values
// of a solution, propagation can only imply more of them).
TEST(SatSolverAlone, FirstPhasesAreDecidedFirst) {
  int checked = 0;
  for (unsigned seed = 1; seed <= 12; ++seed) {
    const int variables = 170;
    const std::vector<int> f = random_3sat(variables, variables * 4, seed);
    const SatResult plain = solve_formula(variables, f, {});
    const SatResult other = solve_formula(variables, f, {}, {.true_first = true});
    if (plain.answer != SatResult::Answer::kSatisfiable || plain.conflicts == 0 ||
        other.model == plain.model)
      continue;
    std::vector<int> phases;
    for (int v = 1; v <= variables; ++v)
      phases.push_back(other.model[static_cast<std::size_t>(v)] ? v : -v);
    for (const bool diversify : {false, true}) {
      const SatResult r =
          solve_formula(variables, f, {}, {.diversify = diversify, .first_phases = phases});
      ASSERT_EQ(r.answer, SatResult::Answer::kSatisfiable) << "seed " << seed;
      EXPECT_EQ(r.conflicts, 0u) << "seed " << seed;
      EXPECT_TRUE(r.model == other.model) << "seed " << seed;
    }
    ++checked;
  }
  EXPECT_GT(checked, 3);
}

// After kFirstPhaseConflicts the solver goes on with its own phases: a
// formula that needs more conflicts than that is still decided, and a
// budget past that point still ends the solve exactly there.
TEST(SatSolverAlone, FirstPhasesGiveWayAndKeepToTheBudget) {
  const std::vector<int> f = pigeonhole(9, 8);
  std::vector<int> phases;
  for (int p = 0; p < 8; ++p) phases.push_back(p * 8 + p + 1);
  const SatResult r = solve_formula(72, f, {}, {.diversify = true, .first_phases = phases});
  ASSERT_EQ(r.answer, SatResult::Answer::kUnsatisfiable);
  ASSERT_GT(r.conflicts, kFirstPhaseConflicts + 100);
  for (const std::uint64_t budget : {kFirstPhaseConflicts - 1, kFirstPhaseConflicts,
                                     kFirstPhaseConflicts + 1, kFirstPhaseConflicts + 100}) {
    Limits limits;
    limits.max_nodes = budget;
    const SatResult cut = solve_formula(72, f, limits, {.diversify = true, .first_phases = phases});
    EXPECT_EQ(cut.answer, SatResult::Answer::kUnknown) << budget;
    EXPECT_EQ(cut.stopped_by, StopReason::kNodes) << budget;
    EXPECT_EQ(cut.conflicts, budget);
  }
}

// Without one_formula (entrants may solve different formulas), nothing is passed.
TEST(SatRace, NothingIsSharedUnlessTheFormulaIsOne) {
  const std::vector<int> f = random_3sat(170, 724, 3);
  SatRace race;
  const auto r = run_race(race, {{&f, 170, {}, {}}, {&f, 170, {}, {.true_first = true}}});
  EXPECT_EQ(r[0].imported + r[1].imported, 0u);
}

TEST(ClauseExchange, EachEntrantTakesWhatTheOthersPublishedOnce) {
  ClauseExchange x;
  x.publish(0, {1, -2});
  x.publish(1, {3});
  x.publish(0, {-4});
  EXPECT_EQ(x.offered(0), 1u);
  EXPECT_EQ(x.offered(1), 2u);
  ClauseExchange::Seen seen{};
  std::vector<int> got;
  EXPECT_EQ(x.take(1, seen, got), 2u);
  EXPECT_EQ(got, (std::vector<int>{1, -2, 0, -4, 0}));
  got.clear();
  EXPECT_EQ(x.take(1, seen, got), 0u);
  EXPECT_TRUE(got.empty());
  x.publish(2, {5, 6, 7});
  EXPECT_EQ(x.take(1, seen, got), 1u);
  EXPECT_EQ(got, (std::vector<int>{5, 6, 7, 0}));
  EXPECT_THROW(x.publish(ClauseExchange::kMaxEntrants, {1}), std::out_of_range);
}

TEST(SatRace, StopEndsTheRaceAndLateEntrantsDoNotStart) {
  const std::vector<int> hard = pigeonhole(12, 11);
  SatRace race;
  race.stop();
  const SatResult r = race.run(0, 132, hard, {}, {});
  EXPECT_EQ(r.answer, SatResult::Answer::kUnknown);
  EXPECT_EQ(r.stopped_by, StopReason::kStop);
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
  for (const SatResult& x : r) EXPECT_EQ(x.stopped_by, StopReason::kStop);
}

}  // namespace
}  // namespace reckon::solver
