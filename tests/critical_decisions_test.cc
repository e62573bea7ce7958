// The critical decisions of construct's objective (jobs/construction/
// critical_decisions.h) against a plain count: along the solver's winning
// line, each turned card's placements are enumerated here, told apart by
// the foundations and the piles' ranks as a multiset (not the solver's
// key), and each is decided by a fresh exhaustive solve (no planner, no
// cache). Fourteen Out's forced moves (fourteen_critical.h) likewise: each
// pair is found here by scanning the column tops, positions are told apart
// by their columns' ranks as a multiset, and each is decided by a fresh
// solver.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "jobs/construction/critical_decisions.h"
#include "jobs/construction/fourteen_critical.h"
#include "strategies/calculation_solve.h"
#include "strategies/fourteen_solver.h"

namespace reckon::construction {
namespace {

using calculation::Move;
using calculation::State;

// The position's foundations and its piles' ranks, each player's piles in
// sorted order (Rechenkünstler's two players' piles are not alike).
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
  for (int owner = 0; owner < v.owners; ++owner)
    std::sort(out.second.begin() + owner * v.piles_per_owner,
              out.second.begin() + (owner + 1) * v.piles_per_owner);
  return out;
}

struct PlainCount {
  int turns = 0, with_one_placement = 0, choices = 0, critical = 0;
  double losing = 0;  // over the turns with a choice: losing placements / (placements - 1)
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
      // The turned card goes on its player's piles (Calculation: one player).
      const int first = v.owner_of_card(s.next) * v.piles_per_owner;
      for (int p = first; p < first + v.piles_per_owner; ++p)
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
      if (distinct > 1) c.losing += static_cast<double>(distinct - winning) / (distinct - 1);
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
  // Graded: every placement decided; the same count, and the plain tightness.
  CriticalCounter graded(v, 0, true);
  const CriticalDecisions all = graded.count(d, solver.solve(d).moves);
  EXPECT_EQ(all.critical, plain.critical) << "deal " << deal;
  EXPECT_EQ(all.choices, plain.choices) << "deal " << deal;
  EXPECT_NEAR(all.tightness(), plain.losing / plain.choices, 1e-12) << "deal " << deal;
  EXPECT_GE(all.tightness(), static_cast<double>(plain.critical) / plain.choices);
  EXPECT_LE(all.tightness(), 1.0);
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

// The best deal of a search for critical placements in Rechenkünstler
// Normal (doc/results.md, "Constructed deals"): 25 of its 48 turned cards
// critical by the plain count, as by the construction's own.
TEST(CriticalDecisions, AConstructedNormalDealIsCriticalPastHalf) {
  calculation::Variant normal;
  normal.owners = 2;
  normal.piles_per_owner = 3;
  const calculation::Deal d = calculation::parse_deal(
      "Ad 2h 3c 4s | 6c 8c 6d Qh 6h 8s 6s 8h 5d 9d 7d Ac Qs 5c Tc 8d Th 9s 4h Jd Ts 3s Td As "
      "Jc 5s 7h Kc Qd 4d Qc 4c Ah 3d Jh Js 3h Kd 7s 9h Kh 2s Ks 2c 7c 9c 2d 5h",
      normal);
  const PlainCount plain = plain_count(d, normal);
  EXPECT_EQ(plain.turns, 48);
  EXPECT_EQ(plain.critical, 25);
  strategies::CalculationSolver solver(normal, calculation::Pruning{}, solver::Limits{});
  CriticalCounter counter(normal, 0);
  const CriticalDecisions got = counter.count(d, solver.solve(d).moves);
  EXPECT_EQ(got.critical, 25);
  EXPECT_EQ(got.choices, plain.choices);
}

// Fourteen Out, plainly: the columns as card lists, each pair of tops that
// sums to 14 taken in turn.
CriticalDecisions plain_forced_moves(const fourteen::Deal& deal, const fourteen::MoveList& line) {
  std::vector<std::vector<Card>> columns;
  for (int c = 0; c < deal.layout.columns; ++c) columns.push_back(deal.column(c));
  const auto ranks_after = [&](std::size_t a, std::size_t b) {
    std::vector<std::vector<int>> shape;
    for (std::size_t c = 0; c < columns.size(); ++c) {
      std::vector<int> ranks;
      const std::size_t keep = columns[c].size() - (c == a || c == b ? 1 : 0);
      for (std::size_t i = 0; i < keep; ++i) ranks.push_back(columns[c][i].rank());
      shape.push_back(ranks);
    }
    std::sort(shape.begin(), shape.end());
    return shape;
  };
  CriticalDecisions d;
  fourteen::MoveList prefix;
  for (const fourteen::Move& chosen : line) {
    ++d.turns;
    // Each distinct position a pair leads to, with one pair that leads there.
    std::vector<std::pair<std::vector<std::vector<int>>, fourteen::Move>> options;
    for (std::size_t a = 0; a < columns.size(); ++a)
      for (std::size_t b = a + 1; b < columns.size(); ++b) {
        if (columns[a].empty() || columns[b].empty()) continue;
        if (columns[a].back().rank() + columns[b].back().rank() != 14) continue;
        auto shape = ranks_after(a, b);
        if (std::any_of(options.begin(), options.end(),
                        [&](const auto& o) { return o.first == shape; }))
          continue;
        fourteen::Move m;
        m.columns = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
        options.emplace_back(std::move(shape), m);
      }
    if (options.size() > 1) {
      ++d.choices;
      int winning = 0;
      for (const auto& [shape, m] : options) {
        fourteen::MoveList alt = prefix;
        alt.push_back(m);
        strategies::FourteenSolver fresh(fourteen::Pruning{}, solver::Limits{});
        winning += fresh.solve_from(deal, alt).verdict == solver::Verdict::kWinnable;
      }
      EXPECT_GE(winning, 1);  // the line's own pair wins
      d.critical += winning == 1;
    }
    prefix.push_back(chosen);
    columns[chosen.columns[0]].pop_back();
    columns[chosen.columns[1]].pop_back();
  }
  return d;
}

TEST(CriticalDecisions, FourteenOutForcedMovesAgreeWithAPlainCount) {
  int forced = 0;
  for (std::uint64_t n = 1; n <= 12; ++n) {
    const fourteen::Deal deal = fourteen::deal_from_number(n);
    strategies::FourteenSolver solver(fourteen::Pruning{}, solver::Limits{});
    const strategies::FourteenOutcome o = solver.solve(deal);
    if (o.verdict != solver::Verdict::kWinnable) continue;
    const CriticalDecisions counted = count_forced_moves(deal, o.moves, solver);
    const CriticalDecisions plain = plain_forced_moves(deal, o.moves);
    EXPECT_FALSE(counted.undecided);
    EXPECT_EQ(counted.turns, plain.turns) << "deal " << n;
    EXPECT_EQ(counted.choices, plain.choices) << "deal " << n;
    EXPECT_EQ(counted.critical, plain.critical) << "deal " << n;
    forced += plain.critical;
  }
  EXPECT_GT(forced, 0);  // the deals have forced moves to count
}

// The first deal of data/constructed/fourteen-critical.txt: every move with
// a choice is forced (the last move has none).
TEST(CriticalDecisions, AConstructedFourteenOutDealIsForcedThroughout) {
  const fourteen::Deal deal = fourteen::parse_deal(
      "8c Tc Qd 5s 6s | 3d Ts Jc 6h 4h | 9d 7d Kh 8s Jh | 2s 9h 5h 4s Ac | 9c 5c Js 8h | "
      "5d 2h Ad Qc | Ks Kc 2d 7c | 3s Jd Ah 4c | 3h 3c Qh 6d | Th 8d Qs Kd | 9s 2c As 4d | "
      "Td 7h 7s 6c");
  strategies::FourteenSolver solver(fourteen::Pruning{}, solver::Limits{});
  const strategies::FourteenOutcome o = solver.solve(deal);
  ASSERT_EQ(o.verdict, solver::Verdict::kWinnable);
  const CriticalDecisions plain = plain_forced_moves(deal, o.moves);
  EXPECT_EQ(plain.turns, 26);
  EXPECT_EQ(plain.choices, 25);
  EXPECT_EQ(plain.critical, 25);
  EXPECT_EQ(count_forced_moves(deal, o.moves, solver).critical, 25);
}

}  // namespace
}  // namespace reckon::construction
