#pragma once
// What a player at the table sees of a Calculation-family game, and nothing
// more. Nobody knows the order of the face-down stock ("welche als Nächstes
// kommt, weiß niemand"), so a player that decides from a View alone cannot
// peek: it knows the foundations, the piles, every card turned so far (the
// turned card too, while it waits to be placed), and how many cards of each
// rank are still face down. In Rechenkünstler everything on the table is
// public and neither player knows a stock card, so the team sees exactly
// this as well.
//
// The position is kept as a State: its piles name cards by their stock index,
// and only indices of cards already turned ever appear in it (below[] of an
// unturned card is 0), so it shows nothing hidden.
#include <array>
#include <cstdint>

#include "core/dice.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

struct View {
  Variant variant;
  State state;
  // The preplaced bases, and the stock as far as it is face up: every card
  // turned before state.next, and stock[state.next] when `turned`.
  Deal seen;
  bool turned = false;  // stock[state.next] is face up and waits to be placed
  MoveList played;      // the moves made so far, from the deal's start (all made face up)
  std::array<std::uint8_t, kRanks + 1> unseen{};  // face-down stock cards of each rank

  int unseen_count() const;
  // The card waiting to be placed (turned only).
  Card turned_card() const { return seen.stock[state.next]; }
  // The player who places the next stock card (0 = A; always 0 in Calculation).
  int owner() const { return variant.owner_of_card(state.next); }
};

// The view of position s of deal, reached by `played`: with turned,
// stock[s.next] has been turned (s.next must be below the stock size). The
// only place a player's view is cut from a deal.
View view_of(const Deal& deal, const Variant& variant, const State& s, bool turned, const MoveList& played);

// A deal that agrees with everything the view shows, its face-down cards in
// an order drawn with dice (uniform over the orders of the unseen ranks; the
// drawn cards have no suit, which no rule reads).
Deal sample_deal(const View& view, Dice& dice);

}  // namespace reckon::calculation
