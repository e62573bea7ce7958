// The real solver against the brute-force oracle on thousands of small
// positions (the last few stock cards of random games), with every pruning
// rule on, each one off in turn, and all off; the rounds' children in either
// order; and the beam search. Every win is replayed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>

#include "core/games/calculation/game.h"
#include "core/games/calculation/replay.h"
#include "calculation_sample.h"
#include "solver/beam_search.h"
#include "solver/depth_first_search.h"

namespace reckon::calculation {
namespace {

solver::Verdict solve(const Position& pos, const Pruning& pruning, MoveList* moves, bool per_placement = false,
                      bool deviations_first = true) {
  Game game(pos.deal, pos.variant, pruning);
  if (per_placement) game.set_small_reach(0);
  solver::TranspositionTable<Key> table(16 << 20);
  solver::DepthFirstSearch<Game> search(game, table, {}, solver::SearchOptions{.deviations_first = deviations_first});
  const auto result = search.run(pos.state);
  if (moves && result.verdict == solver::Verdict::kWinnable) *moves = game.moves_of(result.line, result.finish);
  return result.verdict;
}

std::vector<Pruning> pruning_configurations() {
  std::vector<Pruning> all{Pruning{}, Pruning::none()};
  for (int r = 0; r < static_cast<int>(Rule::kCount); ++r) {
    Pruning p;
    p.on[r] = false;
    all.push_back(p);
  }
  return all;
}

using Setting = SampleSetting;

class Differential : public ::testing::TestWithParam<Setting> {};

TEST_P(Differential, SolverAgreesWithBruteForce) {
  const Setting st = GetParam();
  const Variant v = st.variant();
  int wins = 0;
  for (int c = 0; c < st.cases; ++c) {
    const auto [seed, pos, truth] = sample_position(st, 1000003, c);
    wins += truth;
    // The beam search (rule "beam"): unbounded, it is a breadth-first
    // search of the same children, so it finds a win exactly when there is
    // one; two wide, every win it finds is real.
    for (const std::size_t width : {std::size_t{2}, SIZE_MAX}) {
      Game game(pos.deal, pos.variant);
      solver::BeamSearch<Game> beam(game, {});
      const auto r = beam.run(pos.state, width);
      ASSERT_EQ(r.stopped_by, StopReason::kNone) << "seed " << seed;
      if (width == SIZE_MAX) {
        ASSERT_EQ(r.verdict == solver::Verdict::kWinnable, truth) << "seed " << seed;
      }
      if (r.verdict != solver::Verdict::kWinnable) continue;
      ASSERT_TRUE(truth) << "seed " << seed << ": the beam found a win in a lost position";
      MoveList all = pos.prefix;
      const MoveList moves = game.moves_of(r.line, r.finish);
      all.insert(all.end(), moves.begin(), moves.end());
      const auto replayed = replay(pos.deal, v, all);
      ASSERT_EQ(replayed.status, ReplayResult::Status::kWon)
          << "seed " << seed << " beam " << width << ": move " << replayed.move << ": " << replayed.why;
    }
    const int rule_configs = static_cast<int>(pruning_configurations().size());
    for (int config = 0; config < rule_configs + 2; ++config) {
      // The last two configurations: all rules on, and free moves searched
      // per placement, or the rounds' children tried in the game's order
      // (child 0 first; SearchOptions::deviations_first).
      const bool per_placement = config == rule_configs;
      const bool child_zero_first = config == rule_configs + 1;
      const Pruning pruning = config >= rule_configs ? Pruning{} : pruning_configurations()[config];
      MoveList moves;
      const auto verdict = solve(pos, pruning, &moves, per_placement, !child_zero_first);
      ASSERT_EQ(verdict, truth ? solver::Verdict::kWinnable : solver::Verdict::kUnwinnable)
          << "seed " << seed << " rules " << pruning.on[0] << pruning.on[1] << pruning.on[2] << pruning.on[3]
          << (per_placement ? " per placement" : "") << (child_zero_first ? " child 0 first" : "");
      if (truth) {
        MoveList all = pos.prefix;
        all.insert(all.end(), moves.begin(), moves.end());
        const auto replayed = replay(pos.deal, v, all);
        ASSERT_EQ(replayed.status, ReplayResult::Status::kWon)
            << "seed " << seed << ": move " << replayed.move << ": " << replayed.why;
      }
    }
  }
  // The sample must hold both outcomes, or the comparison proves little.
  RecordProperty("wins", wins);
  EXPECT_GT(wins, st.cases / 20) << "too few wins among " << st.cases;
  EXPECT_LT(wins, st.cases - st.cases / 20) << "too few losses among " << st.cases;
  std::printf("[ info ] W=%d owners=%d preplaced=%d left=%d: %d of %d winnable\n", st.piles_per_owner, st.owners,
              st.preplaced, st.left, wins, st.cases);
}

std::string setting_name(const ::testing::TestParamInfo<Setting>& info) { return info.param.name(); }

// Sizes the brute force decides in milliseconds, with both outcomes common.
INSTANTIATE_TEST_SUITE_P(Calculation, Differential,
                         ::testing::Values(Setting{1, 1, true, 8, 3, 400}, Setting{2, 1, true, 10, 4, 400},
                                           Setting{3, 1, true, 8, 4, 300}, Setting{4, 1, true, 6, 6, 300},
                                           Setting{2, 1, false, 10, 4, 300}, Setting{3, 1, false, 8, 4, 300}),
                         setting_name);
// Rechenkünstler: Calculation with pile ownership.
INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, Differential,
                         ::testing::Values(Setting{1, 2, true, 12, 2, 300}, Setting{2, 2, true, 10, 6, 300},
                                           Setting{3, 2, true, 7, 8, 150}),
                         setting_name);

}  // namespace
}  // namespace reckon::calculation
