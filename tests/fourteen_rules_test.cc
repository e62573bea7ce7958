// Each search rule of Fourteen Out where it fires: hand-built positions, and
// brute-force checks that what a rule claims is true.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/card_text.h"
#include "core/games/fourteen/dead_end.h"
#include "core/games/fourteen/dominance.h"
#include "core/games/fourteen/focus.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/reverse.h"
#include "core/games/fourteen/game.h"
#include "core/games/fourteen/text.h"
#include "reference/fourteen_reference.h"
#include "solver/depth_first_search.h"
#include "strategies/fourteen_solver.h"

namespace reckon::fourteen {
namespace {

solver::SearchResult<Game> solve(Game& game, const Deal& deal) {
  game.reset(deal);
  solver::TranspositionTable<Key> table(1 << 20);
  solver::SearchOptions options;
  options.rounds = {};
  solver::DepthFirstSearch<Game> search(game, table, {}, options);
  return search.run(game.initial());
}

std::vector<int> heights_of(const Board& b, Mask cards) {
  std::vector<int> h;
  for (int c = 0; c < b.columns(); ++c) h.push_back(b.height(cards, c));
  return h;
}

Pruning only_off(Rule r) {
  Pruning p;
  p.set(r, false);
  return p;
}

// Rule "safe-pair": whenever it calls a pair safe in a winnable position,
// the position without that pair is still winnable (brute force), over
// random positions of random small deals; it must also decline some pairs.
TEST(FourteenRules, SafePairsKeepWinnablePositionsWinnable) {
  std::mt19937_64 rng(12345);
  int safe = 0, unsafe = 0, checked = 0;
  for (const Layout& l : {Layout::of({4, 4, 4, 4}, 4), Layout::of({5, 5, 4, 4, 3, 3}, 6), Layout::of({3, 3, 3, 3, 2}, 7, 2)}) {
    for (int deal_no = 0; deal_no < 300; ++deal_no) {
      const Deal deal = deal_from_seed(l, 500 + static_cast<std::uint64_t>(deal_no));
      const Board b(deal);
      Mask cards = b.all();
      // A random walk; at each position, test every exposed pair.
      for (;;) {
        const Mask ex = b.exposed(cards);
        std::vector<std::pair<int, int>> moves;
        for (Mask i = ex; i; i &= i - 1)
          for (Mask j = i & (i - 1); j; j &= j - 1) {
            const int x = std::countr_zero(i), y = std::countr_zero(j);
            if (b.rank(x) + b.rank(y) == l.target) moves.emplace_back(x, y);
          }
        if (moves.empty()) break;
        testing::FourteenReference here(deal, heights_of(b, cards));
        const bool winnable = here.winnable();
        for (const auto& [x, y] : moves) {
          const ClassTable& t = b.class_table(l.class_of(b.rank(x)));
          int ix = 0, iy = 0;
          for (int i = 0; i < t.n; ++i) ix = t.ids[i] == x ? i : ix, iy = t.ids[i] == y ? i : iy;
          if (!((t.low >> ix) & 1)) std::swap(ix, iy);  // x of the lower rank (any, when self)
          if (!safe_pair(t, t.subset(cards), t.subset(ex), ix, iy)) {
            ++unsafe;
            continue;
          }
          ++safe;
          if (!winnable) continue;
          testing::FourteenReference after(deal, heights_of(b, cards & ~(bit(x) | bit(y))));
          ++checked;
          ASSERT_TRUE(after.winnable()) << describe(l) << " deal seed " << 500 + deal_no << ": pair " << x << "+" << y
                                        << " called safe in a winnable position that it makes unwinnable";
        }
        const auto& m = moves[rng() % moves.size()];
        cards &= ~(bit(m.first) | bit(m.second));
      }
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(unsafe, 1000) << "the rule never declines a pair: suspicious";
  std::printf("[ info ] safe %d (checked in winnable positions %d), declined %d\n", safe, checked, unsafe);
}

TEST(FourteenRules, SafePairTakesTheLastPairAtOnce) {
  // A A 2 2 (pairs sum to 3), column 1 = A 2, column 2 = 2 A: the exposed 2
  // and A are not the last ones, but the others lie at the bottom: safe,
  // and then the last pair is safe too. The start is won before any search.
  const Layout l = Layout::of({2, 2}, 2, 2);
  const Deal deal = parse_deal("Ac 2c | 2d Ad", l);
  Game game(deal);
  EXPECT_EQ(game.initial().cards, 0u);
  EXPECT_EQ(game.opening().size(), 2u);
  Game without(deal, only_off(Rule::kSafePair));
  EXPECT_EQ(without.initial().cards, without.board().all());
  EXPECT_TRUE(without.opening().empty());
  // In the middle of a deal: deal 1's search takes safe pairs.
  Game standard;
  const auto r = solve(standard, deal_from_number(1));
  EXPECT_EQ(r.verdict, solver::Verdict::kWinnable);
  EXPECT_GT(standard.rule_counts()[Rule::kSafePair], 0u);
}

TEST(FourteenRules, ClassCycleSeesAClassThatCannotBePairedOff) {
  // A A 2 2 3 3, pairs sum to 4: both 2s in column 2 can never pair.
  const Layout l = Layout::of({2, 2, 2}, 3, 2);
  const Deal deal = parse_deal("3c Ac | 2c 2d | Ad 3d", l);
  Board b(deal);
  ClassAnalysis classes(b);
  classes.reset();
  EXPECT_TRUE(classes.dead(b.all(), 1u << 2));   // class 2 (2+2)
  EXPECT_FALSE(classes.dead(b.all(), 1u << 1));  // class 1 (A+3)
  Game game(deal);
  const auto r = solve(game, deal);
  EXPECT_EQ(r.verdict, solver::Verdict::kUnwinnable);
  EXPECT_LE(r.stats.nodes, 1u);
  Game without(deal, only_off(Rule::kClassCycle));
  EXPECT_EQ(solve(without, deal).verdict, solver::Verdict::kUnwinnable);

  // Crossed pairs: A above 3 in two columns, no other A or 3: each A waits
  // for the 3 under the other A.
  const Deal crossed = parse_deal("3c Ac | 3d Ad | 2c | 2d", Layout::of({2, 2, 1, 1}, 3, 2));
  Board bc(crossed);
  ClassAnalysis cc(bc);
  cc.reset();
  EXPECT_FALSE(cc.playable(1, bc.all()));
  EXPECT_TRUE(cc.playable(2, bc.all()));
  // The rule fires in the search of deal 29 (unwinnable).
  Game standard;
  EXPECT_EQ(solve(standard, deal_from_number(29)).verdict, solver::Verdict::kUnwinnable);
  EXPECT_GT(standard.rule_counts()[Rule::kClassCycle], 0u);
}

TEST(FourteenRules, FocusTriesTheMovesOfAStubbornSet) {
  // A+4 and 2+3 pairs (sum 5). Columns 1 and 2: 4 under A: each A's partner
  // 4 lies under the other A, so no move can ever help them: the set grown
  // from column 1 is {1, 2} and touches no move. Columns 3-6 offer four
  // 2+3 moves, but the position is lost, and focus says so.
  const Layout l = Layout::of({2, 2, 1, 1, 1, 1}, 4, 2);
  const Deal deal = parse_deal("4c Ac | 4d Ad | 2c | 3c | 2d | 3d", l);
  Board b(deal);
  EXPECT_EQ(focus(b, b.all()), 0u);
  Pruning focus_only = Pruning::none();
  focus_only.set(Rule::kFocus, true);
  Game game(deal, focus_only);
  const auto r = solve(game, deal);
  EXPECT_EQ(r.verdict, solver::Verdict::kUnwinnable);
  // The root and its first child, which is tried before the rule is worked
  // out; the other three children are cut.
  EXPECT_EQ(r.stats.nodes, 2u);
  EXPECT_EQ(game.rule_counts()[Rule::kFocus], 3u);
  Game plain(deal, Pruning::none());
  EXPECT_GT(solve(plain, deal).stats.nodes, 2u);

  // A set smaller than all moves: column 1's A pairs with the exposed 4 of
  // column 3 only (the other 4 is in column 1 itself), so its set is
  // {1}; the 2+3 moves of columns 4 and 5 are left for later.
  const Deal partial = parse_deal("4c Ac | 2c | 4d | 3c | Ad 2d 3d", Layout::of({2, 1, 1, 1, 3}, 4, 2));
  // (Its moves: A (col 1) + 4 (col 3), 2 (col 2) + 3 (col 4), 3 (col 5) +
  // 2 (col 2).)
  Board bp(partial);
  const Mask f = focus(bp, bp.all());
  EXPECT_NE(f, 0u);
  EXPECT_NE(f, ~Mask{0});
  EXPECT_TRUE(f & bit(bp.id(0, 1)));  // column 1's A
}

TEST(FourteenRules, SymmetryMergesColumnsThatHoldTheSameCards) {
  // Columns 1 and 2 start with the same ranks: their positions merge.
  const Layout l = Layout::of({3, 3, 2, 2, 2, 2}, 4, 4);
  int fewer = 0;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    Deal deal = deal_from_seed(l, seed);
    if (deal.at(0, 0).rank() != deal.at(1, 0).rank()) continue;
    Game with(deal), without(deal, only_off(Rule::kSymmetry));
    const auto a = solve(with, deal), b = solve(without, deal);
    ASSERT_EQ(a.verdict, b.verdict) << "seed " << seed;
    fewer += a.stats.nodes + a.stats.table_hits < b.stats.nodes + b.stats.table_hits ||
             with.keys().key(bit(with.board().id(0, 0))).index == with.keys().key(bit(with.board().id(1, 0))).index;
  }
  EXPECT_GT(fewer, 0);
}

// The solver makes its keys with rule "symmetry" only in its longer runs
// (strategies/fourteen_solver.cc), so one table holds keys made both ways.
// That is sound because every key, made either way, is the raw number of a
// position with the same column contents (ranks only) as its state's:
// checked on random positions of deals with symmetric columns. And runs of a
// few nodes on one table, the kind of key switched between them, decide
// every deal as the brute force does.
TEST(FourteenRules, ATableHoldsKeysMadeWithAndWithoutSymmetry) {
  const Layout l = Layout::of({5, 5, 4, 4, 3, 3}, 6);
  const auto contents = [](const Deal& deal, const std::vector<int>& heights) {
    std::vector<std::vector<int>> cols;
    for (int c = 0; c < deal.layout.columns; ++c) {
      cols.emplace_back();
      for (int d = 0; d < heights[static_cast<std::size_t>(c)]; ++d)
        cols.back().push_back(deal.at(c, d).rank());
    }
    std::sort(cols.begin(), cols.end());
    return cols;
  };
  std::mt19937_64 rng(777);
  int decided = 0, lost = 0, differ = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    const Deal deal = deal_from_seed(l, 3000 + seed);
    if (deal.at(0, 0).rank() != deal.at(1, 0).rank() &&
        deal.at(2, 0).rank() != deal.at(3, 0).rank())
      continue;
    Game game(deal, only_off(Rule::kFocus));  // more nodes, more keys of both kinds
    const Board& b = game.board();
    for (int n = 0; n < 50; ++n) {
      Mask cards = 0;
      std::vector<int> h;
      for (int c = 0; c < b.columns(); ++c) {
        h.push_back(static_cast<int>(rng() % static_cast<std::uint64_t>(l.size(c) + 1)));
        for (int d = 0; d < h.back(); ++d) cards |= bit(b.id(c, d));
      }
      for (const bool symmetric : {false, true}) {
        game.set_symmetric_keys(symmetric);
        const std::uint32_t k = game.make(cards, b.class_sets(cards)).key;
        ASSERT_EQ(contents(deal, game.keys().heights(Key{k})), contents(deal, h))
            << "seed " << 3000 + seed;
        differ += symmetric && k != game.keys().raw(cards);
      }
    }
    solver::TranspositionTable<Key> table(1 << 20);
    solver::SearchOptions options;
    options.rounds = {};
    solver::DepthFirstSearch<Game> search(game, table, {}, options);
    const Game::State root = game.initial();
    solver::SearchResult<Game> r;
    for (int run = 0;; ++run) {
      game.set_symmetric_keys(run % 2 == 1);
      search.set_limits(solver::Limits{.max_nodes = static_cast<std::uint64_t>(2 + run)});
      r = search.run(root);
      if (r.verdict != solver::Verdict::kUnknown) break;
    }
    ASSERT_EQ(r.verdict == solver::Verdict::kWinnable, testing::FourteenReference(deal).winnable())
        << "seed " << 3000 + seed;
    if (r.verdict == solver::Verdict::kWinnable) {
      MoveList moves = game.opening();
      const MoveList line = game.moves_of(r.line);
      moves.insert(moves.end(), line.begin(), line.end());
      ASSERT_EQ(replay(deal, moves).status, ReplayResult::Status::kWon) << "seed " << 3000 + seed;
    }
    ++decided;
    lost += r.verdict == solver::Verdict::kUnwinnable;
  }
  EXPECT_GT(decided, 50);
  EXPECT_GT(lost, 10);
  EXPECT_GT(differ, 0) << "no position whose key differs with symmetry: the test proves little";
}

// Rule "mirror": a deal and its upside-down mirror are won or lost together
// (brute force on small deals), and a winning line of the mirror, reversed,
// wins the deal (replayed).
TEST(FourteenRules, MirrorIsWonExactlyWhenTheDealIs) {
  int won = 0, lost = 0;
  for (const Layout& l : {Layout::of({4, 4, 4, 4}, 4), Layout::of({5, 5, 4, 4, 3, 3}, 6), Layout::of({3, 3, 3, 3, 2}, 7, 2)}) {
    Game game(Pruning::none());
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
      const Deal deal = deal_from_seed(l, 900 + seed);
      const Deal mirror = mirrored(deal);
      ASSERT_EQ(mirrored(mirror), deal);
      const bool winnable = testing::FourteenReference(deal).winnable();
      ASSERT_EQ(testing::FourteenReference(mirror).winnable(), winnable) << describe(l) << " seed " << 900 + seed;
      const auto r = solve(game, mirror);
      ASSERT_EQ(r.verdict == solver::Verdict::kWinnable, winnable);
      if (!winnable) {
        ++lost;
        continue;
      }
      ++won;
      MoveList moves = game.opening();
      const MoveList line = game.moves_of(r.line);
      moves.insert(moves.end(), line.begin(), line.end());
      ASSERT_EQ(replay(mirror, moves).status, ReplayResult::Status::kWon);
      EXPECT_EQ(replay(deal, mirrored(moves)).status, ReplayResult::Status::kWon) << describe(l) << " seed " << 900 + seed;
    }
  }
  EXPECT_GT(won, 100);
  EXPECT_GT(lost, 100);
}

// The rule fires: some deals are decided by the mirror's search, with the
// same verdict as without the rule and far fewer positions on the hard ones.
TEST(FourteenRules, MirrorDecidesSomeDealsSooner) {
  strategies::FourteenSolver with(Pruning{}, {}), without(only_off(Rule::kMirror), {});
  int by_mirror = 0;
  std::uint64_t nodes_with = 0, nodes_without = 0;
  for (std::uint64_t d = 1; d <= 300; ++d) {
    const Deal deal = deal_from_number(d);
    const strategies::FourteenOutcome a = with.solve(deal), b = without.solve(deal);
    ASSERT_EQ(a.verdict, b.verdict) << "deal " << d;
    EXPECT_FALSE(b.mirrored);
    by_mirror += a.mirrored;
    nodes_with += a.stats.nodes;
    nodes_without += b.stats.nodes;
  }
  EXPECT_GT(by_mirror, 0);
  EXPECT_LT(nodes_with, nodes_without);
  std::printf("[ info ] deals 1..300: %d decided by the mirror; nodes %llu with the rule, %llu without\n", by_mirror,
              static_cast<unsigned long long>(nodes_with), static_cast<unsigned long long>(nodes_without));
}

}  // namespace
}  // namespace reckon::fourteen
