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

// The class sets a position carries (board.h, ClassSets) are kept card by
// card; at every finished position on random walks, and after cards taken
// at random a few at a time (not in pairs), they must be what the cards give
// from scratch, class by class, and the one-word test for a move must agree
// with the class-by-class one. The standard deal and small
// layouts, one with a rank paired with itself (3+3) and uneven columns.
TEST(FourteenGame, ClassSetsFollowTheCards) {
  std::mt19937_64 random(31);
  std::uint64_t positions = 0, without_move = 0;
  const std::vector<Layout> layouts = {Layout::standard(), Layout::of({4, 4, 4, 4, 4}, 5),
                                       Layout::of({4, 4, 4, 2, 2}, 4), Layout::of({5, 5, 3, 3}, 4)};
  for (const Layout& layout : layouts)
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      const Deal deal =
          layout == Layout::standard() ? deal_from_number(seed) : deal_from_seed(layout, seed);
      Game game(deal);
      const Board& b = game.board();
      const auto check = [&](const State& s) {
        ASSERT_EQ(s.sets, b.class_sets(s.cards)) << "seed " << seed << ", cards " << s.cards;
        for (int k = 1; k <= layout.classes(); ++k) {
          const ClassTable& t = b.class_table(k);
          ASSERT_EQ(class_byte(s.sets.left, k), t.subset(s.cards));
          ASSERT_EQ(class_byte(s.sets.shown, k), t.subset(b.exposed(s.cards)));
        }
        ASSERT_EQ(b.pairable_classes(s.sets.shown), b.pairable(b.exposed(s.cards)));
        const bool any = b.pairable(b.exposed(s.cards)) != 0;
        ASSERT_EQ(b.any_pair(s.sets.shown), any) << "seed " << seed << ", cards " << s.cards;
        without_move += !any;
        ++positions;
      };
      for (int walk = 0; walk < 4; ++walk) {
        State s = game.initial();
        check(s);
        std::vector<State> kids;
        while (s.cards != 0) {
          game.expand(s, kids);
          std::vector<State> alive;
          for (State kid : kids)
            if (game.complete(kid)) {
              check(kid);
              alive.push_back(kid);
            }
          if (alive.empty()) break;
          s = alive[random() % alive.size()];
        }
        // Cards taken in any order, several at once (Board::take of a mask).
        Mask cards = b.all();
        ClassSets sets = b.class_sets(cards);
        while (cards) {
          Mask gone = 0;
          for (int n = 0; n < 3; ++n) {
            const Mask ex = b.exposed(cards & ~gone);
            if (!ex) break;
            const int pick = static_cast<int>(random() % static_cast<std::uint64_t>(count(ex)));
            Mask m = ex;
            for (int i = 0; i < pick; ++i) m &= m - 1;
            gone |= m & -m;
          }
          cards &= ~gone;
          b.take(gone, sets);
          ASSERT_EQ(sets, b.class_sets(cards)) << "seed " << seed << ", cards " << cards;
          ASSERT_EQ(b.pairable_classes(sets.shown), b.pairable(b.exposed(cards)))
              << "seed " << seed << ", cards " << cards;
          const bool any = b.pairable(b.exposed(cards)) != 0;
          ASSERT_EQ(b.any_pair(sets.shown), any) << "seed " << seed << ", cards " << cards;
          without_move += !any;
        }
      }
    }
  EXPECT_GT(positions, 3000u);
  EXPECT_GT(without_move, 0u);  // the test for a move said no somewhere
}

// The board's shortcuts against their definitions: a class's covered cards
// (ClassTable::covered, one multiplication) for every subset of its cards,
// card by card through `below`; and the start's class sets, made from the
// tables, against those gathered card by card.
TEST(FourteenGame, ClassTablesAgreeWithTheirDefinitions) {
  const std::vector<Layout> layouts = {Layout::standard(), Layout::of({4, 4, 4, 4, 4}, 5),
                                       Layout::of({4, 4, 4, 2, 2}, 4), Layout::of({5, 5, 3, 3}, 4)};
  int covered_somewhere = 0;
  for (const Layout& layout : layouts)
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      const Deal deal =
          layout == Layout::standard() ? deal_from_number(seed) : deal_from_seed(layout, seed);
      const Board b(deal);
      ASSERT_EQ(b.initial_sets(), b.class_sets(b.all())) << "seed " << seed;
      for (int k = 1; k <= layout.classes(); ++k) {
        const ClassTable& t = b.class_table(k);
        for (unsigned s = 0; s <= t.used; ++s) {
          unsigned covered = 0;
          for (int i = 0; i < t.n; ++i)
            if ((s >> i) & 1) covered |= t.below[static_cast<std::size_t>(i)];
          ASSERT_EQ(t.covered(s), covered & s)
              << "seed " << seed << ", class " << k << ", set " << s;
          covered_somewhere += (covered & s) != 0;
        }
      }
    }
  EXPECT_GT(covered_somewhere, 0);
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
