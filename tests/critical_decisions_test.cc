// The critical decisions of construct's objective (jobs/construction/
// critical_decisions.h) against a plain count: along the solver's winning
// line, each turned card's placements are enumerated here, told apart by
// the foundations and the piles' ranks as a multiset (not the solver's
// key), and each is decided by a fresh exhaustive solve (no planner, no
// cache).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "core/games/calculation/apply_move.h"
#include "jobs/construction/critical_decisions.h"
#include "strategies/calculation_solve.h"

namespace reckon::construction {
namespace {

using calculation::Move;
using calculation::State;

// The position's foundations and its piles' ranks, the piles in sorted order.
using Shape = std::pair<std::vector<int>, std::vector<std::vector<int>>>;

Shape shape_of(const State& s, const calculation::Deal& d, const calculation::Variant& v) {
  Shape out;
  for (int f = 0; f < calculation::kFoundations; ++f) out.first.push_back(s.found[f]);
  for (int p = 0; p < v.piles(); ++p) {
    std::uint8_t cards[calculation::kMaxStock];
    const int n = calculation::pile_cards(s, p, cards);
    std::vector<int> ranks;
    for (int i = 0; i < n; ++i) ranks.push_back(d.stock[cards[i]].rank());
    out.second.push_back(ranks);
  }
  std::sort(out.second.begin(), out.second.end());
  return out;
}

struct PlainCount {
  int turns = 0, with_one_placement = 0, choices = 0, critical = 0;
};

PlainCount plain_count(const calculation::Deal& d, const calculation::Variant& v) {
  strategies::CalculationSolver solver(v, calculation::Pruning{}, solver::Limits{});
  const calculation::MoveList line = solver.solve(d).moves;
  EXPECT_FALSE(line.empty());
  PlainCount c;
  State s = calculation::initial_state(v);
  calculation::MoveList prefix;
  for (const Move& chosen : line) {
    if (chosen.from_stock()) {
      ++c.turns;
      const Card card = d.stock[s.next];
      std::vector<Move> options;
      for (int f = 0; f < calculation::kFoundations; ++f)
        if (calculation::needs(s, f) == card.rank())
          options.push_back(
              {Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(f), card});
      for (int p = 0; p < v.piles(); ++p)
        options.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, card});
      std::set<Shape> seen;
      int distinct = 0, winning = 0;
      for (const Move& m : options) {
        State after = s;
        calculation::apply_move(after, m);
        if (!seen.insert(shape_of(after, d, v)).second) continue;
        ++distinct;
        calculation::MoveList alt = prefix;
        alt.push_back(m);
        strategies::CalculationSolver fresh(v, calculation::Pruning{}, solver::Limits{});
        const solver::Verdict verdict = fresh.solve_from(d, after, alt).verdict;
        EXPECT_NE(verdict, solver::Verdict::kUnknown);
        winning += verdict == solver::Verdict::kWinnable ? 1 : 0;
      }
      EXPECT_GE(winning, 1);  // the line's own placement wins
      if (distinct == 1) ++c.with_one_placement;
      if (distinct > 1) ++c.choices;
      if (distinct > 1 && winning == 1) ++c.critical;
    }
    calculation::apply_move(s, chosen);
    prefix.push_back(chosen);
  }
  return c;
}

void expect_agreement(const calculation::Variant& v, std::uint64_t deal) {
  const calculation::Deal d = calculation::deal_from_number(deal, v.preplaced);
  const PlainCount plain = plain_count(d, v);
  strategies::CalculationSolver solver(v, calculation::Pruning{}, solver::Limits{});
  CriticalCounter counter(v, 0);
  const CriticalDecisions got = counter.count(d, solver.solve(d).moves);
  EXPECT_FALSE(got.undecided);
  EXPECT_EQ(got.turns, plain.turns) << "deal " << deal;
  EXPECT_EQ(got.choices, plain.choices) << "deal " << deal;
  EXPECT_EQ(got.critical, plain.critical) << "deal " << deal;
  EXPECT_EQ(plain.turns, plain.choices + plain.with_one_placement);
}

TEST(CriticalDecisions, AgreeWithAPlainCountAlongTheSolversLine) {
  const calculation::Variant four;  // four waste piles, bases preplaced
  for (const std::uint64_t deal : {12925u, 28453u, 170u}) expect_agreement(four, deal);
}

// Six piles: a turned card has up to seven placements, so "exactly one
// wins" and "fewer than half win" (curation's critical) part ways.
TEST(CriticalDecisions, CountExactlyOneWinningPlacementWithManyPiles) {
  calculation::Variant six;
  six.piles_per_owner = 6;
  for (const std::uint64_t deal : {1u, 2u, 3u}) expect_agreement(six, deal);
}

}  // namespace
}  // namespace reckon::construction
