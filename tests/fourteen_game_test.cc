// Fourteen Out's Game as the search sees it: children handed out unfinished
// and finished by complete(), whose memos must never change an answer.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/games/fourteen/game.h"

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

}  // namespace
}  // namespace reckon::fourteen
