// Rule "sat": the satisfiability model (core/games/calculation/sat_model.h)
// against the brute-force oracle on thousands of small positions, where both
// outcomes are common. An unsatisfiable model must mean a lost position
// (this is what makes the rule's losses proofs); a solution must decode into
// a line the independent replayer accepts as a win.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include "calculation_sample.h"
#include "false_clauses.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/sat_model.h"
#include "solver/sat_solver.h"

namespace reckon::calculation {
namespace {

using Setting = SampleSetting;

std::string setting_name(const ::testing::TestParamInfo<Setting>& info) { return info.param.name(); }

class SatModelTest : public ::testing::TestWithParam<Setting> {};

TEST_P(SatModelTest, AgreesWithBruteForceAndItsLinesReplay) {
  const Setting st = GetParam();
  const Variant v = st.variant();
  int wins = 0;
  for (int c = 0; c < st.cases; ++c) {
    const auto [seed, pos, truth] = sample_position(st, 2000003, c);
    wins += truth;
    // Decided false first, true first (the two entrants of --deal-threads
    // 2), and every eighth position a race of the two on two threads.
    const SatModel model(pos.deal, v, pos.state);
    for (int how = 0; how < (c % 8 == 0 ? 3 : 2); ++how) {
      const std::string what = std::string(how == 0 ? "false first" : how == 1 ? "true first" : "race") +
                               ", seed " + std::to_string(seed);
      solver::SatResult r;
      if (how < 2) {
        r = solver::solve_formula(model.variables(), model.literals(), {}, {.true_first = how == 1});
      } else {
        solver::SatRace race;
        solver::SatResult other;
        std::thread second([&] { other = race.run(1, model.variables(), model.literals(), {}, {.true_first = true}); });
        r = race.run(0, model.variables(), model.literals(), {}, {});
        second.join();
        ASSERT_TRUE(race.winner() == 0 || race.winner() == 1) << what;
        if (race.winner() == 1) r = other;
      }
      ASSERT_NE(r.answer, solver::SatResult::Answer::kUnknown) << what;
      ASSERT_EQ(r.answer == solver::SatResult::Answer::kSatisfiable, truth) << what;
      if (!truth) continue;
      MoveList all = pos.prefix;
      const MoveList line = model.decode([&](int var) { return r.model[static_cast<std::size_t>(var)]; });
      all.insert(all.end(), line.begin(), line.end());
      const auto replayed = replay(pos.deal, v, all);
      ASSERT_EQ(replayed.status, ReplayResult::Status::kWon)
          << what << ": move " << replayed.move << ": " << replayed.why;
    }
  }
  EXPECT_GT(wins, st.cases / 20) << "too few wins among " << st.cases;
  EXPECT_LT(wins, st.cases - st.cases / 20) << "too few losses among " << st.cases;
  std::printf("[ info ] W=%d owners=%d preplaced=%d left=%d: %d of %d winnable\n", st.piles_per_owner, st.owners,
              st.preplaced, st.left, wins, st.cases);
}

// The sizes of the search's differential test (calculation_differential_test.cc).
INSTANTIATE_TEST_SUITE_P(Calculation, SatModelTest,
                         ::testing::Values(Setting{1, 1, true, 8, 3, 400}, Setting{2, 1, true, 10, 4, 400},
                                           Setting{3, 1, true, 8, 4, 300}, Setting{4, 1, true, 6, 6, 300},
                                           Setting{2, 1, false, 10, 4, 300}, Setting{3, 1, false, 8, 4, 300},
                                           Setting{2, 1, true, 12, 0, 300}, Setting{4, 1, true, 0, 10, 200}),
                         setting_name);
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, SatModelTest,
                         ::testing::Values(Setting{1, 2, true, 12, 2, 300}, Setting{2, 2, true, 10, 6, 300},
                                           Setting{3, 2, true, 7, 8, 150}),
                         setting_name);

// A solver alone starts from the planner player's game from the position
// (SatModel::line_phases of play_from): one literal for every variable.
// The answers stay the oracle's and the lines replay. Where the player
// wins, its phases are assignment_of its line, a solution; where it loses,
// the cards it leaves go home on paper, which must break a clause (else the
// model would describe a win that takes them home in that order, after
// the player had no move left).
TEST(SatModelTest, LinePhasesAreTheLinesValuesAndSolveAlike) {
  for (const Setting st : {Setting{2, 1, true, 10, 4, 300}, Setting{3, 1, true, 8, 4, 300},
                           Setting{2, 1, false, 10, 4, 300}, Setting{2, 2, true, 10, 6, 300},
                           Setting{4, 1, true, 6, 6, 300}}) {
    const Variant v = st.variant();
    int won = 0, lost = 0;
    for (int c = 0; c < st.cases; ++c) {
      const auto [seed, pos, truth] = sample_position(st, 2000029, c);
      const std::string what = st.name() + ", seed " + std::to_string(seed);
      const MoveList played = play_from(pos.deal, v, pos.state, Strategy::kPlanner);
      MoveList whole = pos.prefix;
      whole.insert(whole.end(), played.begin(), played.end());
      const bool player_won = replay(pos.deal, v, whole).status == ReplayResult::Status::kWon;
      ASSERT_TRUE(truth || !player_won) << what;
      const SatModel model(pos.deal, v, pos.state);
      const std::vector<int> phases = model.line_phases(played);
      ASSERT_EQ(phases.size(), static_cast<std::size_t>(model.variables())) << what;
      std::vector<bool> value(static_cast<std::size_t>(model.variables()) + 1, false);
      for (std::size_t i = 0; i < phases.size(); ++i) {
        ASSERT_EQ(std::abs(phases[i]), static_cast<int>(i) + 1) << what;
        value[i + 1] = phases[i] > 0;
      }
      if (player_won) {
        ++won;
        EXPECT_EQ(value, model.assignment_of(played)) << what;
        EXPECT_EQ(false_clauses(model.literals(), value), 0u) << what;
      } else {
        ++lost;
        EXPECT_GT(false_clauses(model.literals(), value), 0u) << what;
      }
      const solver::SatResult r = solver::solve_formula(
          model.variables(), model.literals(), {}, {.diversify = true, .first_phases = phases});
      ASSERT_EQ(r.answer == solver::SatResult::Answer::kSatisfiable, truth) << what;
      if (truth) {
        MoveList all = pos.prefix;
        const MoveList line =
            model.decode([&](int var) { return r.model[static_cast<std::size_t>(var)]; });
        all.insert(all.end(), line.begin(), line.end());
        ASSERT_EQ(replay(pos.deal, v, all).status, ReplayResult::Status::kWon) << what;
      }
    }
    std::printf("[ info ] %s: the planner won %d and lost %d of %d\n", st.name().c_str(), won, lost,
                st.cases);
    EXPECT_GT(won, st.cases / 20) << st.name();
    EXPECT_GT(lost, st.cases / 20) << st.name();
  }
}

// Experte is not modelled: its free moves wait for their owner's turn.
TEST(SatModelTest, RefusesExperte) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = 3;
  v.expert = true;
  const Deal deal = deal_from_number(1, true);
  EXPECT_THROW(SatModel(deal, v, initial_state(v)), std::invalid_argument);
}

}  // namespace
}  // namespace reckon::calculation
