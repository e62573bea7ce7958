// Fourteen Out's Game as the search sees it: children handed out unfinished
// and finished by complete(), whose memos must never change an answer.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/games/fourteen/game.h"
#include "core/games/fourteen/replay.h"
#include "solver/beam_search.h"
#include "solver/depth_first_search.h"

namespace reckon::fourteen {
namespace {

// A child as complete() leaves it, and whether it lives.
struct Finished {
  bool alive;
  State state;
  friend bool operator==(const Finished&, const Finished&) = default;
};

Finished finish(Game& game, State child) {
  const bool alive = game.complete(child);
  return {alive, alive ? child : State{}};
}

// Random walks through deals 1..60: every child of every position on the
// way, finished by the game that has walked (its memos full of the earlier
// positions of the deal) and by a fresh game of the same deal, must come out
// the same; and finishing a finished child changes nothing.
TEST(FourteenGame, MemosNeverChangeWhatAChildFinishesTo) {
  std::mt19937_64 random(14);
  std::uint64_t children = 0, dead = 0;
  for (std::uint64_t number = 1; number <= 60; ++number) {
    const Deal deal = deal_from_number(number);
    Game warm(deal);
    for (int walk = 0; walk < 8; ++walk) {
      State s = warm.initial();
      std::vector<State> kids;
      while (s.cards != 0) {
        warm.expand(s, kids);
        if (kids.empty()) break;
        std::vector<State> alive;
        for (const State& kid : kids) {
          Game fresh(deal);
          fresh.initial();
          const Finished expected = finish(fresh, kid);
          const Finished got = finish(warm, kid);
          ASSERT_EQ(got, expected) << "deal " << number << ", child of cards " << s.cards;
          ++children;
          if (!got.alive) {
            ++dead;
            continue;
          }
          State again = got.state;
          EXPECT_TRUE(warm.complete(again));
          EXPECT_EQ(again, got.state);
          alive.push_back(got.state);
        }
        if (alive.empty()) break;
        s = alive[random() % alive.size()];
      }
    }
  }
  // The walks meet children of every kind.
  EXPECT_GT(children, 2000u);
  EXPECT_GT(dead, 50u);
}

// Fourteen Out with an estimate (cards left), so that the beam, which needs
// one, can run on a game whose children come unfinished.
struct EstimatingGame : Game {
  using Game::Game;
  int estimate(const State& s) const { return count(s.cards); }
};

// The beam finishes each child before it looks at it: every win it finds
// is a line of finished positions that replays, and it finds a win on most
// deals the exhaustive search calls winnable (the beam drops children, so
// not on all).
TEST(FourteenGame, BeamSearchFinishesLazyChildren) {
  int winnable = 0, found = 0;
  for (std::uint64_t number = 1; number <= 200; ++number) {
    const Deal deal = deal_from_number(number);
    EstimatingGame game(deal);
    solver::TranspositionTable<Key> table(1 << 20);
    solver::DepthFirstSearch<Game> dfs(game, table, {}, solver::SearchOptions{.rounds = {}});
    const bool won = dfs.run(game.initial()).verdict == solver::Verdict::kWinnable;
    winnable += won;
    game.reset(deal);
    solver::BeamSearch<EstimatingGame> beam(game, {});
    const auto r = beam.run(game.initial(), 8);
    if (r.verdict != solver::Verdict::kWinnable) continue;
    ASSERT_TRUE(won) << "deal " << number;
    ++found;
    for (const State& s : r.line) EXPECT_EQ(s.pending, 0) << "deal " << number;
    MoveList moves = game.opening();
    const MoveList line = game.moves_of(r.line);
    moves.insert(moves.end(), line.begin(), line.end());
    EXPECT_EQ(replay(deal, moves).status, ReplayResult::Status::kWon) << "deal " << number;
  }
  EXPECT_GT(winnable, 150);
  EXPECT_GT(found, winnable * 8 / 10);
}

}  // namespace
}  // namespace reckon::fourteen
