// Rechenkünstler: the solver (Calculation with pile ownership; Experte with
// its turn structure) against an explicit turn-by-turn brute force on
// thousands of small positions, and monotonicity between the levels.
#include <gtest/gtest.h>

#include <cstdio>

#include "calculation_positions.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/replay.h"
#include "reference/rechenkuenstler_turns.h"
#include "solver/depth_first_search.h"

namespace reckon::calculation {
namespace {

solver::Verdict solve(const Position& pos, const Pruning& pruning, MoveList* moves, std::uint64_t max_nodes = 0) {
  Game game(pos.deal, pos.variant, pruning);
  solver::TranspositionTable<Key> table(16 << 20);
  solver::Limits limits;
  limits.max_nodes = max_nodes;
  solver::DepthFirstSearch<Game> search(game, table, limits);
  const auto result = search.run(pos.state);
  if (moves && result.verdict == solver::Verdict::kWinnable) *moves = game.moves_of(result.line, result.finish);
  return result.verdict;
}

struct Setting {
  int piles_per_player;
  bool expert;
  int left;
  int pile_cards;
  int cases;
};

std::string setting_name(const ::testing::TestParamInfo<Setting>& info) {
  const Setting& s = info.param;
  return "W" + std::to_string(s.piles_per_player) + "each" + (s.expert ? "_expert" : "_normal") + "_stock" +
         std::to_string(s.left) + "_piles" + std::to_string(s.pile_cards);
}

// What gtest prints for a parameter: the setting's name, not its bytes.
void PrintTo(const Setting& s, std::ostream* os) { *os << setting_name({s, 0}); }

class TurnByTurn : public ::testing::TestWithParam<Setting> {};

TEST_P(TurnByTurn, SolverAgreesWithTheExplicitTurnModel) {
  const Setting st = GetParam();
  Variant v;
  v.owners = 2;
  v.piles_per_owner = st.piles_per_player;
  v.expert = st.expert;
  std::vector<Pruning> configs{Pruning{}, Pruning::none()};
  for (int r = 0; r < static_cast<int>(Rule::kCount); ++r) {
    Pruning p;
    p.on[r] = false;
    configs.push_back(p);
  }
  int wins = 0;
  for (int c = 0; c < st.cases; ++c) {
    const std::uint64_t seed = 7000001ULL * static_cast<std::uint64_t>(st.piles_per_player + 10 * st.expert) +
                               static_cast<std::uint64_t>(c);
    const Position pos = random_position(seed, v, st.left, st.pile_cards);
    std::vector<Rank> ranks;
    for (Card card : pos.deal.stock) ranks.push_back(card.rank());
    testing::RechenkuenstlerTurns model(ranks, v, pos.state);
    const bool truth = model.winnable();
    wins += truth;
    for (const Pruning& pruning : configs) {
      MoveList moves;
      ASSERT_EQ(solve(pos, pruning, &moves), truth ? solver::Verdict::kWinnable : solver::Verdict::kUnwinnable)
          << "seed " << seed;
      if (truth) {
        MoveList all = pos.prefix;
        all.insert(all.end(), moves.begin(), moves.end());
        const auto replayed = replay(pos.deal, v, all);
        ASSERT_EQ(replayed.status, ReplayResult::Status::kWon)
            << "seed " << seed << ": move " << replayed.move << ": " << replayed.why;
      }
    }
  }
  std::printf("[ info ] %d of %d winnable\n", wins, st.cases);
  EXPECT_GT(wins, st.cases / 20);
  EXPECT_LT(wins, st.cases - st.cases / 20);
}

INSTANTIATE_TEST_SUITE_P(Rechenkuenstler, TurnByTurn,
                         ::testing::Values(Setting{1, false, 10, 2, 300}, Setting{2, false, 8, 6, 300},
                                           Setting{1, true, 10, 2, 300}, Setting{2, true, 8, 6, 300},
                                           Setting{3, true, 6, 8, 200}),
                         setting_name);

// Experte: a plan is taken as a win only once it has been played out turn
// by turn (Game::play_out; rules plan and playout). On whole deals that must
// happen, and every line so found must replay under the Experte rule.
TEST(RechenkuenstlerExpert, PlansPlayedTurnByTurnWinAndReplay) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = 3;
  v.expert = true;
  int finished_by_plan = 0;
  for (std::uint64_t n = 1; n <= 40; ++n) {
    const Deal deal = deal_from_number(n, v.preplaced);
    Game game(deal, v, Pruning{});
    solver::TranspositionTable<Key> table(16 << 20);
    solver::Limits limits;
    limits.max_nodes = 200000;
    solver::DepthFirstSearch<Game> search(game, table, limits);
    const auto result = search.run(initial_state(v));
    ASSERT_EQ(result.verdict, solver::Verdict::kWinnable) << "deal " << n;
    finished_by_plan += game.rule_counts().fired[static_cast<int>(Rule::kPlan)] +
                            game.rule_counts().fired[static_cast<int>(Rule::kPlayout)] >
                        0;
    const auto replayed = replay(deal, v, game.moves_of(result.line, result.finish));
    ASSERT_EQ(replayed.status, ReplayResult::Status::kWon)
        << "deal " << n << ": move " << replayed.move << ": " << replayed.why;
  }
  EXPECT_GE(finished_by_plan, 20);
}

}  // namespace
}  // namespace reckon::calculation
