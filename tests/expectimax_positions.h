#pragma once
// Endgames for the tests of the expectimax (tests/expectimax_test.cc and
// tests/expectimax_bounds_test.cc): positions of real games, and every
// order of their face-down ranks.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/state.h"
#include "core/games/calculation/view.h"

namespace reckon::players::endgames {

using calculation::Deal;
using calculation::Move;
using calculation::MoveList;
using calculation::State;
using calculation::Variant;
using calculation::View;

inline Variant calculation_with(int piles) {
  Variant v;
  v.piles_per_owner = piles;
  return v;
}

inline Variant rechen(int piles_each) {
  Variant v;
  v.owners = 2;
  v.piles_per_owner = piles_each;
  return v;
}

// A position of a real game: the deal, the state just after the placement
// that leaves `face_down` cards in the stock, and the moves to it.
struct Reached {
  Deal deal;
  State state;
  MoveList played;
};

inline void apply(State& s, const Move& m) {
  if (m.kind == Move::Kind::kStockToFoundation) {
    ++s.found[m.foundation];
    ++s.next;
  } else if (m.kind == Move::Kind::kStockToPile) {
    s.push(m.pile, s.next);
    ++s.next;
  } else if (m.kind == Move::Kind::kPileToFoundation) {
    s.pop(m.pile);
    ++s.found[m.foundation];
  }
}

// Plays the deal with a fallible planner (it peeks, but makes mistakes, so
// that its endgames are won, lost and open alike) up to the point where
// `face_down` cards are left in the stock.
inline Reached reach(const Variant& v, std::uint64_t deal_number, int face_down, double noise) {
  Reached r;
  r.deal = calculation::deal_from_number(deal_number, v.preplaced);
  const MoveList moves = calculation::play(r.deal, v, calculation::Strategy::kPlanner, noise, deal_number);
  r.state = calculation::initial_state(v);
  const int stop = static_cast<int>(r.deal.stock.size()) - face_down;
  for (const Move& m : moves) {
    if (r.state.next == stop) break;
    apply(r.state, m);
    r.played.push_back(m);
  }
  return r;
}

// The view of reach()'s position, before its next turn or with its card
// turned; nullopt when the planner's game ended before that point.
inline std::optional<View> view_reached(const Variant& v, std::uint64_t deal_number, int face_down,
                                        bool turned, double noise = 0.03) {
  const Reached r = reach(v, deal_number, face_down, noise);
  if (r.state.next != static_cast<int>(r.deal.stock.size()) - face_down) return std::nullopt;
  return calculation::view_of(r.deal, v, r.state, turned, r.played);
}

// Every order of the face-down ranks (each equally likely), as deals.
inline std::vector<Deal> all_orders(const View& view) {
  std::vector<Rank> ranks;
  for (Rank r = 1; r <= kRanks; ++r)
    for (int n = 0; n < view.unseen[r]; ++n) ranks.push_back(r);
  std::vector<Deal> out;
  do {
    Deal d = view.seen;
    for (Rank r : ranks) d.stock.push_back(Card(r, Suit::kNone));
    out.push_back(std::move(d));
  } while (std::next_permutation(ranks.begin(), ranks.end()));
  return out;
}

inline std::vector<Variant> variants() {
  Variant no_bases;
  no_bases.preplaced = false;
  return {Variant{}, calculation_with(3), rechen(3), no_bases};
}

}  // namespace reckon::players::endgames
