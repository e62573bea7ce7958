#include "players/endgame_choice.h"

#include <stdexcept>

#include "players/fair_player.h"

namespace reckon::players {

using calculation::Move;
using calculation::MoveList;
using calculation::State;
using calculation::View;

namespace {

bool same_position(const State& a, const State& b) {
  return a.found == b.found && a.top == b.top && a.height == b.height;
}

}  // namespace

MoveList optimal_free_moves(const View& before_turn, Expectimax& optimum) {
  if (before_turn.turned) throw std::invalid_argument("optimal free moves: the view must be before a turn");
  const calculation::Variant& v = before_turn.variant;
  struct Candidate {
    State state;
    MoveList moves;
  };
  // Every position free moves reach, once each; the greedy one first, so
  // that it keeps ties.
  std::vector<Candidate> reached;
  {
    Candidate greedy{before_turn.state, {}};
    make_free_moves(before_turn.seen, v, greedy.state, -1, greedy.moves);
    reached.push_back(std::move(greedy));
  }
  std::vector<Candidate> open{{before_turn.state, {}}};
  std::vector<State> expanded;
  while (!open.empty()) {
    Candidate c = std::move(open.back());
    open.pop_back();
    bool seen_before = false;
    for (const State& s : expanded) seen_before = seen_before || same_position(s, c.state);
    if (seen_before) continue;
    expanded.push_back(c.state);
    bool listed = false;
    for (const Candidate& r : reached) listed = listed || same_position(r.state, c.state);
    if (!listed) reached.push_back(c);
    for (int p = 0; p < v.piles(); ++p) {
      const int top = c.state.top_index(p);
      if (top < 0) continue;
      const Card card = before_turn.seen.stock[static_cast<std::size_t>(top)];
      for (int k = 0; k < calculation::kFoundations; ++k) {
        if (calculation::needs(c.state, k, v.tables()) != card.rank()) continue;
        Candidate next = c;
        next.state.pop(p);
        ++next.state.found[k];
        next.moves.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(k), card});
        open.push_back(std::move(next));
      }
    }
  }
  // Each position's worth of turning there at once; after the first, only
  // whether it beats the best so far is asked (a cut-off: an option that
  // cannot beat it comes back as a bound, and the first of equals stays).
  std::size_t best = 0;
  double best_worth = -1;
  for (std::size_t n = 0; n < reached.size(); ++n) {
    View there = before_turn;
    there.state = reached[n].state;
    const Expectimax::Value worth = optimum.turn_chance(endgame_of(there), best_worth);
    if (worth.exact && worth.v > best_worth) best = n, best_worth = worth.v;
  }
  return reached[best].moves;
}

Expectimax::Value worth_after_placement(const View& turned, const State& after, Expectimax& optimum,
                                        double alpha) {
  if (!turned.turned) throw std::invalid_argument("worth after placement: the view must have its card turned");
  View there = turned;  // its unseen ranks no longer count the turned card
  there.state = after;
  there.turned = false;
  return optimum.win_chance(endgame_of(there), alpha);
}

double worth_after_placement(const View& turned, const State& after, Expectimax& optimum) {
  return worth_after_placement(turned, after, optimum, -1).v;
}

}  // namespace reckon::players
