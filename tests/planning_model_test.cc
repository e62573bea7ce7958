// The planning model (core/games/calculation/planning_model.h) against a
// tiny exhaustive search of the tests' own on small positions, with every
// solution's line replayed; each test-only dropped clause family must be
// caught by the same comparison; DIMACS output; Experte refused.
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

#include "calculation_positions.h"
#include "planning_model_check.h"

namespace reckon::calculation {
namespace {

struct Setting {
  int piles_per_owner;
  int owners;
  bool preplaced;
  int left;        // stock cards still to turn
  int pile_cards;  // cards on the piles
  int cases;

  Variant variant() const {
    Variant v;
    v.piles_per_owner = piles_per_owner;
    v.owners = owners;
    v.preplaced = preplaced;
    return v;
  }
};

std::string setting_name(const ::testing::TestParamInfo<Setting>& info) {
  const Setting& s = info.param;
  return "W" + std::to_string(s.piles_per_owner) + (s.owners > 1 ? "each" : "") + (s.preplaced ? "" : "_unplaced") +
         "_stock" + std::to_string(s.left) + "_piles" + std::to_string(s.pile_cards);
}

Position position(const Setting& st, int c) {
  const std::uint64_t seed = 4'400'017ULL * static_cast<std::uint64_t>(st.piles_per_owner * 5 + st.owners * 2 +
                                                                        st.preplaced) +
                             static_cast<std::uint64_t>(c);
  return random_position(seed, st.variant(), st.left, st.pile_cards);
}

class PlanningModelSample : public ::testing::TestWithParam<Setting> {};

TEST_P(PlanningModelSample, AgreesWithExhaustiveSearchAndEveryLineReplays) {
  const Setting st = GetParam();
  int wins = 0;
  for (int c = 0; c < st.cases; ++c) {
    const Position pos = position(st, c);
    const bool truth = TinyExhaustiveSearch(pos.deal, pos.variant, pos.state).winnable();
    wins += truth;
    const PlanningVerdict got = planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix);
    ASSERT_NE(got.answer, PlanningVerdict::Answer::kUnknown) << "case " << c;
    ASSERT_EQ(got.answer == PlanningVerdict::Answer::kWon, truth) << "case " << c;
    if (truth) {
      ASSERT_TRUE(got.replayed) << "case " << c << ": " << got.why;
    }
  }
  // Both outcomes must be common, or agreement proves little.
  EXPECT_GT(wins, st.cases / 10);
  EXPECT_LT(wins, st.cases - st.cases / 10);
}

INSTANTIATE_TEST_SUITE_P(Calculation, PlanningModelSample,
                         ::testing::Values(Setting{1, 1, true, 8, 3, 60}, Setting{2, 1, true, 10, 4, 60},
                                           Setting{3, 1, true, 8, 4, 60}, Setting{4, 1, true, 6, 6, 40},
                                           Setting{2, 1, false, 10, 4, 40}, Setting{3, 1, false, 8, 4, 40}),
                         setting_name);
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, PlanningModelSample,
                         ::testing::Values(Setting{1, 2, true, 12, 2, 60}, Setting{2, 2, true, 10, 6, 40},
                                           Setting{3, 2, true, 7, 8, 30}),
                         setting_name);

// Counts the positions where the model, built with `options`, disagrees
// with the exhaustive search or gives a line that does not replay.
int caught(const Setting& st, PlanningModelOptions options) {
  int wrong = 0;
  for (int c = 0; c < st.cases; ++c) {
    const Position pos = position(st, c);
    const bool truth = TinyExhaustiveSearch(pos.deal, pos.variant, pos.state).winnable();
    const PlanningVerdict got = planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix, {}, options);
    const bool won = got.answer == PlanningVerdict::Answer::kWon;
    if (won != truth || (won && !got.replayed)) ++wrong;
  }
  return wrong;
}

TEST(PlanningModel, EachDroppedClauseFamilyIsCaught) {
  // The comparison above would pass a model that is wrong only where the
  // sample never looks. Each switch drops one family of transition clauses;
  // the same comparison on the same kind of sample must see the damage.
  const Setting calculation{2, 1, true, 10, 4, 60}, rechenkuenstler{1, 2, true, 12, 2, 60};
  EXPECT_GT(caught(calculation, {.drop_pile_move_effect = true}), 0);
  EXPECT_GT(caught(calculation, {.drop_rank_check = true}), 0);
  EXPECT_GT(caught(rechenkuenstler, {.drop_pile_ownership = true}), 0);
  // A horizon one step short of a line the position needs.
  PlanningModelOptions short_horizon;
  short_horizon.horizon = 3;
  EXPECT_GT(caught(calculation, short_horizon), 0);
  // And the switches off: nothing to catch.
  EXPECT_EQ(caught(calculation, {}), 0);
  EXPECT_EQ(caught(rechenkuenstler, {}), 0);
}

TEST(PlanningModel, WritesDimacs) {
  const Position pos = position({2, 1, true, 10, 4, 1}, 0);
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
