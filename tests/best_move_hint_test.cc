// The best-move hint (HintKind::kBestMove, `reckon hint --best`) on many
// positions: along the solver's winning lines and one move off them (many
// of those lost). A winnable position's best move must lead to a position
// that a fresh solve wins, its line replayed won by the independent
// replayer; the hint's own line must start with the moves played and the
// best move and replay won too; and (on a subset, since labelling is the
// slow hint) the best move must be among the moves the full hint labels
// winnable, with the same verdict for the position. A lost position has no
// best move. Calculation W=4 and W=3, Rechenkünstler normal and Experte,
// and Fourteen Out.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/replay.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/replay.h"
#include "jobs/hint/calculation_hint.h"
#include "jobs/hint/fourteen_hint.h"
#include "strategies/calculation_solve.h"
#include "strategies/fourteen_solver.h"

namespace {

using namespace reckon;
using solver::Verdict;

struct Tally {
  int won = 0, lost = 0, unknown = 0, compared = 0;
};

constexpr std::uint64_t kNodes = 2'000'000;

calculation::MoveList prefix(const calculation::MoveList& line, std::size_t n) {
  return {line.begin(), line.begin() + static_cast<std::ptrdiff_t>(n)};
}

void check_position(const calculation::Deal& deal, const calculation::Variant& v,
                    const calculation::MoveList& played, bool compare, Tally& tally) {
  hint::CalculationHintRequest rq;
  rq.kind = hint::HintKind::kBestMove;
  rq.deal = deal;
  rq.variant = v;
  rq.played = played;
  rq.limits.max_nodes = kNodes;
  const hint::CalculationHint h = hint::calculation_hint(rq);
  const std::string where = "after " + std::to_string(played.size()) + " moves";
  EXPECT_TRUE(h.next_moves.empty()) << where;
  if (h.verdict == Verdict::kUnknown) {  // the budget ran out: no move either
    EXPECT_FALSE(h.best_move) << where;
    ++tally.unknown;
    return;
  }
  if (h.verdict == Verdict::kUnwinnable) {
    EXPECT_FALSE(h.best_move) << where;
    EXPECT_TRUE(h.line.empty()) << where;
    ++tally.lost;
  } else {
    ++tally.won;
    EXPECT_EQ(calculation::replay(deal, v, h.line).status, calculation::ReplayResult::Status::kWon)
        << where;
    ASSERT_GE(h.line.size(), played.size()) << where;
    EXPECT_TRUE(std::equal(played.begin(), played.end(), h.line.begin())) << where;
    const bool all_home = calculation::state_after(v, played).cards_on_foundations() == 52;
    ASSERT_EQ(h.best_move.has_value(), !all_home) << where;
    if (h.best_move) {
      EXPECT_EQ(*h.best_move, h.line[played.size()]) << where;
      // Where the rest finishes by itself, the line is that finish: every
      // move of it goes home (the replay above checked it wins).
      if (h.finishes_by_itself) {
        for (std::size_t i = played.size(); i < h.line.size(); ++i)
          EXPECT_TRUE(h.line[i].to_foundation()) << where << ", finish move " << i;
      }
      // The position after the best move, solved afresh, and its line replayed.
      calculation::MoveList after = played;
      after.push_back(*h.best_move);
      ASSERT_NE(calculation::replay(deal, v, after).status,
                calculation::ReplayResult::Status::kIllegal)
          << where;
      strategies::CalculationSolver fresh(v, calculation::Pruning{}, rq.limits);
      const strategies::CalculationOutcome next =
          fresh.solve_from(deal, calculation::state_after(v, after), after);
      if (v.expert && next.verdict != Verdict::kWinnable) {
        // Experte: the search from a position starts at the next player's
        // turn; the hint's own line (replayed above) is the proof then.
      } else {
        ASSERT_EQ(next.verdict, Verdict::kWinnable) << where;
        EXPECT_EQ(calculation::replay(deal, v, next.moves).status,
                  calculation::ReplayResult::Status::kWon)
            << where;
        EXPECT_TRUE(std::equal(after.begin(), after.end(), next.moves.begin())) << where;
      }
    }
  }
  if (!compare) return;
  ++tally.compared;
  rq.kind = hint::HintKind::kEveryMove;
  const hint::CalculationHint full = hint::calculation_hint(rq);
  EXPECT_EQ(full.verdict, h.verdict) << where;
  if (!h.best_move) return;
  EXPECT_TRUE(std::any_of(full.next_moves.begin(), full.next_moves.end(),
                          [&](const hint::NextMove& m) {
                            return m.move == *h.best_move && m.verdict == Verdict::kWinnable;
                          }))
      << where;
}

// Positions every `every` moves along deal `number`'s winning line, and one
// move off the line at each (the first next move the line does not take);
// every `compare_every`-th of those also against the full hint.
void check_deal(std::uint64_t number, const calculation::Variant& v, int every, int compare_every,
                Tally& tally) {
  const calculation::Deal deal = calculation::deal_from_number(number, v.preplaced);
  solver::Limits limits;
  limits.max_nodes = kNodes;
  strategies::CalculationSolver solver(v, calculation::Pruning{}, limits);
  const strategies::CalculationOutcome line = solver.solve(deal);
  if (line.verdict != Verdict::kWinnable) return;
  int k = 0;
  for (std::size_t cut = 0; cut <= line.moves.size(); cut += static_cast<std::size_t>(every), ++k) {
    calculation::MoveList played = prefix(line.moves, cut);
    const bool compare = k % compare_every == 0;
    check_position(deal, v, played, compare, tally);
    if (cut == line.moves.size()) break;
    const calculation::State here = calculation::state_after(v, played);
    for (const calculation::Move& m : hint::legal_next_moves(deal, v, here, played))
      if (m != line.moves[cut]) {
        played.push_back(m);
        check_position(deal, v, played, compare, tally);
        break;
      }
  }
}

// Every position's question was decided (the lines' positions always are;
// one move off them a budget may run out), and each kind was met.
void expect_reached(const Tally& tally, int won, int lost, int compared) {
  EXPECT_GE(tally.won, won);
  EXPECT_GE(tally.lost, lost);
  EXPECT_GE(tally.compared, compared);
  EXPECT_LE(tally.unknown * 50, tally.won + tally.lost);
}

TEST(BestMoveHint, CalculationFourPiles) {
  Tally tally;
  const calculation::Variant w4;
  for (std::uint64_t deal = 1; deal <= 30; ++deal) check_deal(deal, w4, 3, 6, tally);
  expect_reached(tally, 1000, 20, 200);
}

TEST(BestMoveHint, CalculationThreePiles) {
  Tally tally;
  calculation::Variant w3;
  w3.piles_per_owner = 3;
  for (const std::uint64_t deal : {3, 6, 7, 8, 9, 10}) check_deal(deal, w3, 5, 4, tally);
  expect_reached(tally, 100, 10, 30);
}

TEST(BestMoveHint, RechenkuenstlerNormalAndExperte) {
  Tally tally;
  calculation::Variant rechen;
  rechen.owners = 2;
  rechen.piles_per_owner = 3;
  for (std::uint64_t deal = 1; deal <= 6; ++deal) check_deal(deal, rechen, 5, 3, tally);
  calculation::Variant expert = rechen;
  expert.expert = true;
  for (std::uint64_t deal = 3; deal <= 10; ++deal) check_deal(deal, expert, 7, 4, tally);
  expect_reached(tally, 200, 10, 60);
}

TEST(BestMoveHint, FourteenOutsBestPairIsAmongTheWinningPairs) {
  int won = 0, lost = 0;
  for (std::uint64_t number = 25; number <= 45; ++number) {  // 29 40 45 lost
    const fourteen::Deal deal = fourteen::deal_from_number(number);
    solver::Limits limits;
    limits.max_nodes = kNodes;
    strategies::FourteenSolver solver(fourteen::Pruning{}, limits);
    const strategies::FourteenOutcome line = solver.solve(deal);
    if (line.verdict == Verdict::kUnwinnable) {  // a lost deal: no best pair
      hint::FourteenHintRequest rq;
      rq.deal = deal;
      rq.limits = limits;
      rq.kind = hint::HintKind::kBestMove;
      const hint::FourteenHint best = hint::fourteen_hint(rq);
      EXPECT_EQ(best.verdict, Verdict::kUnwinnable);
      EXPECT_FALSE(best.best_move);
      ++lost;
    }
    if (line.verdict != Verdict::kWinnable) continue;
    for (std::size_t cut = 0; cut <= line.moves.size(); cut += 4) {
      hint::FourteenHintRequest rq;
      rq.deal = deal;
      rq.played = {line.moves.begin(), line.moves.begin() + static_cast<std::ptrdiff_t>(cut)};
      rq.limits = limits;
      rq.kind = hint::HintKind::kBestMove;
      const hint::FourteenHint best = hint::fourteen_hint(rq);
      rq.kind = hint::HintKind::kEveryMove;
      const hint::FourteenHint full = hint::fourteen_hint(rq);
      ASSERT_EQ(best.verdict, Verdict::kWinnable);
      EXPECT_TRUE(best.next_moves.empty());
      ASSERT_EQ(best.best_move.has_value(), cut < line.moves.size()) << "deal " << number;
      if (!best.best_move) continue;
      ++won;
      EXPECT_TRUE(std::any_of(full.next_moves.begin(), full.next_moves.end(),
                              [&](const hint::FourteenNextMove& m) {
                                return m.move == *best.best_move && m.verdict == Verdict::kWinnable;
                              }))
          << "deal " << number << " after " << cut << " moves";
      // The pair is legal, and the position after it wins afresh (its line replayed).
      fourteen::MoveList after = rq.played;
      after.push_back(*best.best_move);
      strategies::FourteenSolver fresh(fourteen::Pruning{}, limits);
      const strategies::FourteenOutcome next = fresh.solve_from(deal, after);
      ASSERT_EQ(next.verdict, Verdict::kWinnable);
      EXPECT_EQ(fourteen::replay(deal, next.moves).status, fourteen::ReplayResult::Status::kWon);
    }
  }
  EXPECT_GT(won, 50);
  EXPECT_GT(lost, 0);
}

}  // namespace
