#pragma once
// Calculation-family deals and moves as people and programs write them.
//
// Card strings (core/card_text.h for the tokens):
//   "<48 stock cards>"                          bases implied (A 2 3 4)
//   "<4 bases> | <48 stock cards>"              bases stated, in foundation order
//   "<52 cards>" (bases first) is read the same way when preplaced;
//   without preplaced bases: "<52 stock cards>".
// Moves, one token each (compact notation, what `verify --moves` reads):
//   s-f3      turn the stock's card onto foundation 3
//   s-w2      turn it onto waste pile 2       (Rechenkünstler: s-wA2, s-wB1)
//   w2-f1     waste pile 2's top onto foundation 1
//   pass      end a turn without a move (Rechenkünstler, empty stocks)
// A token may name its card first, which is then checked: "7d:s-w2".
// JSON move objects: {"card": "7d", "from": "stock" | "waste:N", "to":
// "foundation:K" | "waste:N"} (Rechenkünstler piles "waste:A1".."waste:B3").
#include <string>
#include <string_view>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/json.h"

namespace reckon::calculation {

Deal parse_deal(std::string_view text, const Variant& v);
std::string deal_string(const Deal& d, const Variant& v);

// Waste pile p: "2" in Calculation, "A2" / "B1" in Rechenkünstler.
std::string pile_name(int pile, const Variant& v);

std::string move_text(const Move& m, const Variant& v);      // "turn 7♦ → waste 2"
std::string move_notation(const Move& m, const Variant& v);  // "7d:s-w2"
void write_move_json(json::Writer& out, const Move& m, const Variant& v);

// Compact notation or a JSON array of move objects; throws InputError
// naming the token (or array element) and what is wrong with it.
MoveList parse_moves(std::string_view text, const Variant& v);

}  // namespace reckon::calculation
