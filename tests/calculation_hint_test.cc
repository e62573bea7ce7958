// The hint's next-move labels (jobs/hint/calculation_hint.h), which take
// shortcuts (the winning line's first move, one model asked once per move
// under assumptions, a card onto one empty pile standing for the others,
// verdicts kept from earlier hints), against the plain way: each position a
// next move leads to solved alone. Positions along winning lines and one
// move off them, in Calculation W=3, 4 and Rechenkünstler normal (two
// owners); about 5 s of CPU, so a slow test. It also checks that the model
// answered questions both ways and the kept verdicts were used, so that it
// is known to reach them.
#include <gtest/gtest.h>

#include <string>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/deal.h"
#include "jobs/hint/calculation_hint.h"
#include "strategies/calculation_solve.h"

namespace {

using namespace reckon;

struct Tally {
  int checked = 0, by_model = 0, model_won = 0, model_lost = 0, by_cache = 0;
  // Shared by every hint of the test, as a server's is by its requests: the
  // positions along one line meet the same next positions again.
  hint::VerdictCache cache{100'000};
};

void check_position(const calculation::Deal& deal, const calculation::Variant& v,
                    const calculation::MoveList& played, Tally& tally) {
  hint::CalculationHintRequest rq;
  rq.deal = deal;
  rq.variant = v;
  rq.played = played;
  rq.limits.max_nodes = 2'000'000;
  rq.cache = &tally.cache;
  const hint::CalculationHint h = hint::calculation_hint(rq);
  strategies::CalculationSolver alone(v, calculation::Pruning{}, rq.limits);
  const calculation::State here = calculation::state_after(v, played);
  const calculation::MoveList moves = hint::legal_next_moves(deal, v, here, played);
  if (h.verdict == solver::Verdict::kUnwinnable) {
    EXPECT_TRUE(h.next_moves.empty());
    return;
  }
  ASSERT_EQ(h.next_moves.size(), moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    ASSERT_EQ(h.next_moves[i].move, moves[i]);
    calculation::MoveList after = played;
    after.push_back(moves[i]);
    calculation::State s = here;
    calculation::apply_move(s, moves[i]);
    const solver::Verdict expected = alone.solve_from(deal, s, after).verdict;
    ASSERT_NE(expected, solver::Verdict::kUnknown);
    EXPECT_EQ(h.next_moves[i].verdict, expected)
        << "move " << i << " after " << played.size() << " moves";
    ++tally.checked;
    tally.by_cache += h.next_moves[i].source == hint::NextMove::Source::kCache;
    if (h.next_moves[i].source == hint::NextMove::Source::kModel) {
      ++tally.by_model;
      tally.model_won += h.next_moves[i].verdict == solver::Verdict::kWinnable;
      tally.model_lost += h.next_moves[i].verdict == solver::Verdict::kUnwinnable;
    }
  }
}

void check_deal(std::uint64_t number, const calculation::Variant& v, int every, Tally& tally) {
  const calculation::Deal deal = calculation::deal_from_number(number, v.preplaced);
  solver::Limits limits;
  limits.max_nodes = 2'000'000;
  strategies::CalculationSolver solver(v, calculation::Pruning{}, limits);
  const strategies::CalculationOutcome line = solver.solve(deal);
  if (line.verdict != solver::Verdict::kWinnable) return;
  for (std::size_t cut = 0; cut < line.moves.size(); cut += static_cast<std::size_t>(every)) {
    calculation::MoveList played(line.moves.begin(),
                                 line.moves.begin() + static_cast<std::ptrdiff_t>(cut));
    check_position(deal, v, played, tally);
    // One move off the line: the first next move that is not the line's.
    const calculation::State here = calculation::state_after(v, played);
    for (const calculation::Move& m : hint::legal_next_moves(deal, v, here, played))
      if (m != line.moves[cut]) {
        played.push_back(m);
        check_position(deal, v, played, tally);
        break;
      }
  }
}

TEST(CalculationHint, NextMoveLabelsAgreeWithSolvingEachMoveAlone) {
  Tally tally;
  calculation::Variant v;
  for (std::uint64_t deal = 1; deal <= 3; ++deal) check_deal(deal, v, 7, tally);
  v.piles_per_owner = 3;
  check_deal(3, v, 7, tally);
  calculation::Variant rechen;  // Rechenkünstler normal: two players, three piles each
  rechen.owners = 2;
  rechen.piles_per_owner = 3;
  check_deal(1, rechen, 7, tally);
  EXPECT_GT(tally.checked, 100);
  EXPECT_GT(tally.by_model, 0);
  EXPECT_GT(tally.model_won, 0);
  EXPECT_GT(tally.model_lost, 0);
  EXPECT_GT(tally.by_cache, 0);
}

}  // namespace
