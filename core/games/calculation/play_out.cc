// Rules "plan" and "playout": turning a plan into a winning line (see
// game.h and plan.h). Apart from game.cc because it is one concept: playing a
// planned schedule out on the real position, move by move.
#include "core/games/calculation/game.h"

namespace reckon::calculation {

// Rule "plan": a playable plan is a winning line (plan.h). Outside Experte
// its moves are that line. In Experte its timing need not fit the turns (a
// free move waits for its owner's turn), so it wins only if it can be played
// out turn by turn (play_out).
//
// Rule "playout": a plan that is not playable may still be played out. Its
// clashes are cards that had to cover a card leaving before them; played
// out, the covered card goes home late, and when nothing needed its
// foundation meanwhile, the line still wins. Measured (nodes to decide
// every deal, this rule off -> on): Calculation W=4 deals 1..2000 262,858 ->
// 220,512; Rechenkünstler Normal 1..2000 74,451 -> 59,068; Experte 1..500
// 33,526 -> 22,580 (median 25 -> 14 nodes a deal). A plan with stuck cards
// leaves them nowhere to go, so it is not played out.
//
// Both only find wins, never cut a branch: a win is a line every move of
// which play_out (or the plan) made legally, and the independent replayer
// checks it again before anyone sees it. Returns the rule that won, or
// Rule::kCount; `moves` then holds the line.
Rule Game::plan_wins(const State& s, const PlanReport& report, const PlanSchedule& schedule, MoveList& moves) const {
  if (report.playable() && pruning_.enabled(Rule::kPlan)) {
    // In Experte a playable plan that fails in turns would fail played out too.
    if (!variant_.expert) return Rule::kPlan;
    return play_out(s, schedule, moves) ? Rule::kPlan : Rule::kCount;
  }
  if (report.stuck == 0 && pruning_.enabled(Rule::kPlayout) && play_out(s, schedule, moves)) return Rule::kPlayout;
  return Rule::kCount;
}

// The plan fixes, for every card left, where it goes: each stock card onto
// a pile or straight home, every card finally onto one foundation, into the
// one slot of its rank there. Play that turn by turn: in each turn the
// player whose turn it is (in Experte: a pile's top moves only in its
// owner's turn; otherwise anyone's) moves home every top of those piles
// whose slot has come (as often as one does), turns the card where the plan
// puts it, and moves home again; once the stock is empty every remaining
// move can be made. Moving a card home early never hurts (its slot is its
// own, and a pile only loses a card). A card that goes home late (it waited
// for its owner's turn, or lay under a card that covered it) can leave a
// turned card's foundation not ready: that card then waits on an empty pile
// of its player, and without one the play-out fails and the search goes on.
bool Game::play_out(const State& s, const PlanSchedule& schedule, MoveList& moves) const {
  constexpr std::uint8_t kNowhere = PlanSchedule::kNowhere;
  const auto& home = schedule.foundation;
  const auto& pile = schedule.pile;
  MoveList& line = play_out_line_;
  line.clear();
  State t = s;
  const auto go_home = [&](int owner) {
    const int first = owner >= 0 ? owner * variant_.piles_per_owner : 0;
    const int last = owner >= 0 ? first + variant_.piles_per_owner : variant_.piles();
    for (bool again = true; again;) {
      again = false;
      for (int p = first; p < last; ++p) {
        const int i = t.top_index(p);
        if (i < 0 || home[i] == kNowhere || needs(t, home[i]) != ranks_[i]) continue;
        t.pop(p);
        ++t.found[home[i]];
        line.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p), home[i], deal_.stock[i]});
        again = true;
      }
    }
  };
  while (t.next < n_) {
    const int i = t.next, player = variant_.owner_of_card(i), owner = variant_.expert ? player : -1;
    go_home(owner);
    if (home[i] == kNowhere) return false;
    if (pile[i] != kNowhere) {
      t.push(pile[i], i);
      line.push_back({Move::Kind::kStockToPile, pile[i], 0, deal_.stock[i]});
    } else if (needs(t, home[i]) == ranks_[i]) {
      ++t.found[home[i]];
      line.push_back({Move::Kind::kStockToFoundation, 0, home[i], deal_.stock[i]});
    } else {
      int empty = -1;
      for (int p = 0; p < variant_.piles() && empty < 0; ++p)
        if (variant_.owner_of_pile(p) == player && t.height[p] == 0) empty = p;
      if (empty < 0) return false;
      t.push(empty, i);
      line.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(empty), 0, deal_.stock[i]});
    }
    ++t.next;
    go_home(owner);
  }
  go_home(-1);
  if (t.cards_on_foundations() != 4 * kRanks) return false;
  moves = line;
  return true;
}

}  // namespace reckon::calculation
