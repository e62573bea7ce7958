// The planning model (core/games/calculation/planning_model.h) against a
// tiny exhaustive search of the tests' own on small positions, with every
// solution's line replayed; each test-only dropped clause family must be
// caught by the same comparison; DIMACS output; Experte refused.
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

#include "calculation_positions.h"
#include "planning_model_check.h"
#include "strategies/calculation_solve.h"

namespace reckon::calculation {
namespace {

class PlanningModelSample : public ::testing::TestWithParam<PlanningSetting> {};

TEST_P(PlanningModelSample, AgreesWithExhaustiveSearchAndEveryLineReplays) {
  check_sample(GetParam());
}

// Small, so that the fast binary stays fast (the slow binary has larger
// samples: planning_model_slow_test.cc). With the order layer (the
// default) and without it (_literal).
INSTANTIATE_TEST_SUITE_P(Calculation, PlanningModelSample,
                         ::testing::Values(PlanningSetting{1, 1, true, 5, 3, 20},
                                           PlanningSetting{2, 1, true, 4, 4, 20},
                                           PlanningSetting{2, 1, false, 5, 4, 20, true},
                                           PlanningSetting{1, 1, true, 5, 3, 20, false, false},
                                           PlanningSetting{2, 1, true, 4, 4, 20, false, false},
                                           PlanningSetting{2, 1, false, 5, 4, 20, true, false}),
                         planning_setting_name);
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, PlanningModelSample,
                         ::testing::Values(PlanningSetting{1, 2, true, 6, 2, 20},
                                           PlanningSetting{1, 2, true, 6, 2, 20, false, false}),
                         planning_setting_name);

TEST(PlanningModel, EachDroppedClauseFamilyIsCaught) {
  // The comparison above would pass a model that is wrong only where the
  // sample never looks. Each switch drops one family of transition clauses;
  // the same comparison on the same kind of sample must see the damage.
  // Without the order layer: its clauses restate some of the dropped rules
  // (L3 says a card goes only to a foundation that needs its rank, which
  // is R1; I4 says a pile gives up its cards top first, part of P5), so
  // with it a dropped family can be covered and nothing be wrong to catch.
  // The point here is that the time-indexed families are each needed.
  const PlanningSetting calculation{2, 1, true, 4, 4, 24}, rechenkuenstler{1, 2, true, 6, 2, 24};
  EXPECT_GT(caught(calculation, {.drop_pile_move_effect = true, .order_layer = false}), 0);
  EXPECT_GT(caught(calculation, {.drop_rank_check = true, .order_layer = false}), 0);
  EXPECT_GT(caught(rechenkuenstler, {.drop_pile_ownership = true, .order_layer = false}), 0);
  // A horizon too short for the lines the positions need (either way).
  PlanningModelOptions short_horizon;
  short_horizon.horizon = 3;
  EXPECT_GT(caught(calculation, short_horizon), 0);
  short_horizon.order_layer = false;
  EXPECT_GT(caught(calculation, short_horizon), 0);
  // And the switches off: nothing to catch.
  EXPECT_EQ(caught(calculation, {}), 0);
  EXPECT_EQ(caught(rechenkuenstler, {}), 0);
  EXPECT_EQ(caught(calculation, {.order_layer = false}), 0);
  EXPECT_EQ(caught(rechenkuenstler, {.order_layer = false}), 0);
}

TEST(PlanningModel, ABrokenOrderClauseIsCaught) {
  // A loss of the model rests on the order layer's I clauses being implied
  // (planning_model.cc argues each one). One that is not would make the
  // model call winnable positions lost; the comparison with brute force
  // must see that. break_lifo reverses last in, first out (I4a: a card
  // goes home before the cards put on it), which no winning line that
  // stacks two cards on a pile satisfies.
  const PlanningSetting calculation{2, 1, true, 4, 4, 24}, rechenkuenstler{1, 2, true, 6, 2, 24};
  EXPECT_GT(caught(calculation, {.break_lifo = true}), 0);
  EXPECT_GT(caught(rechenkuenstler, {.break_lifo = true}), 0);
  // Only through the layer: off, the switch changes nothing.
  EXPECT_EQ(caught(calculation, {.order_layer = false, .break_lifo = true}), 0);
}

TEST(PlanningModel, TheProjectsWinningLinesAreSolutions) {
  // Completeness seen from the other side: each winning line the project's
  // solver finds (replayed legal before it returns) must give an assignment
  // that makes every clause true; and the solver, started from it, must
  // say "won" at once.
  const PlanningSetting st{2, 1, true, 6, 4, 30};
  int lines = 0;
  for (int c = 0; c < st.cases; ++c) {
    const Position pos = planning_position(st, c);
    strategies::CalculationSolver solver(pos.variant, Pruning{}, {});
    const strategies::CalculationOutcome o = solver.solve_from(pos.deal, pos.state, pos.prefix);
    if (o.verdict != solver::Verdict::kWinnable) continue;
    ++lines;
    const MoveList line(o.moves.begin() + static_cast<std::ptrdiff_t>(pos.prefix.size()),
                        o.moves.end());
    // With the order layer (assignment_of sets its variables to their
    // meaning: L and I must all be true) and without.
    const PlanningModel model(pos.deal, pos.variant, pos.state);
    const std::vector<bool> a = model.assignment_of(line);
    ASSERT_FALSE(a.empty()) << "case " << c;
    EXPECT_EQ(false_clauses(model.clauses(), a), 0u) << "case " << c;
    const PlanningModel literal(pos.deal, pos.variant, pos.state, {.order_layer = false});
    EXPECT_EQ(false_clauses(literal.clauses(), literal.assignment_of(line)), 0u) << "case " << c;
    const PlanningVerdict hinted =
        planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix, {}, {}, &line);
    EXPECT_EQ(hinted.answer, PlanningVerdict::Answer::kWon) << "case " << c;
    EXPECT_TRUE(hinted.replayed) << "case " << c << ": " << hinted.why;
    // A line cut short is no win: its last time leaves the goal false.
    if (line.size() > 1) {
      const MoveList cut(line.begin(), line.end() - 1);
      EXPECT_GT(false_clauses(model.clauses(), model.assignment_of(cut)), 0u) << "case " << c;
    }
  }
  EXPECT_GT(lines, 5);
}

TEST(PlanningModel, WritesDimacs) {
  const Position pos = planning_position({2, 1, true, 10, 4, 1}, 0);
  const PlanningModel model(pos.deal, pos.variant, pos.state);
  std::ostringstream out;
  model.write_dimacs(out);
  std::istringstream in(out.str());
  std::string p, cnf;
  int variables = 0;
  std::size_t clauses = 0;
  in >> p >> cnf >> variables >> clauses;
  EXPECT_EQ(p, "p");
  EXPECT_EQ(cnf, "cnf");
  EXPECT_EQ(variables, model.variables());
  EXPECT_EQ(clauses, model.clause_count());
  std::vector<int> read;
  std::size_t ends = 0;
  for (int lit; in >> lit;) {
    read.push_back(lit);
    ends += lit == 0;
    EXPECT_LE(std::abs(lit), variables);
  }
  EXPECT_EQ(ends, clauses);
  EXPECT_EQ(read, model.clauses());
}

TEST(PlanningModel, RefusesExperte) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = 3;
  v.expert = true;
  const Deal deal = deal_from_number(1, true);
  EXPECT_THROW(PlanningModel(deal, v, initial_state(v)), std::invalid_argument);
}

}  // namespace
}  // namespace reckon::calculation
