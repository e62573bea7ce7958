#pragma once
// Fourteen Out deals and moves as people and programs write them.
//
// Card strings (core/card_text.h for the tokens and their errors):
//   "<52 cards in deal order>"  p[0], p[1], ...: card i goes to column
//                               (i mod 12) + 1 (the layout's deal order)
//   "<column 1> | <column 2> | ... | <column 12>"
//                               each column first dealt first (its exposed
//                               card last); or the twelve columns on twelve
//                               lines, without '|'
// Moves, one token each (compact notation, what `verify --moves` reads):
//   6+11          the exposed cards of columns 6 and 11
//   9c@6+5s@11    the same, naming the cards (checked when replayed)
// "12." move numbers are skipped. JSON: an array of {"cards": ["9c", "5s"],
// "columns": [6, 11]} (columns 1-based; "cards" optional).
#include <string>
#include <string_view>

#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"
#include "core/json.h"

namespace reckon::fourteen {

// Throws InputError naming the token (line and column) or the column at fault.
Deal parse_deal(std::string_view text, const Layout& layout = Layout::standard());

// One line that parse_deal reads back: the columns separated by " | ".
std::string deal_string(const Deal& deal);
// The columns as a person lays them out, one line each, first dealt first
// ("Column  1: 7♦ 8♣ 5♦ 8♦ 9♥"), then the rows as dealt (row 1 first).
std::string layout_text(const Deal& deal);

std::string move_text(const Move& m);      // "9♣ (col 6) + 5♠ (col 11)"
std::string move_notation(const Move& m);  // "9c@6+5s@11"
void write_move_json(json::Writer& out, const Move& m);

// Compact notation or a JSON array of move objects; throws InputError
// naming the token (or array element) and what is wrong with it.
MoveList parse_moves(std::string_view text, const Layout& layout = Layout::standard());

}  // namespace reckon::fourteen
