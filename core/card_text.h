#pragma once
// Card strings typed by people: "7d 9C, 10♦ B D k", one card per token.
// Ranks: A 2..9 T or 10 J Q K, also German B (Bube = J) and D (Dame = Q), in
// either case. Suits: c d h s in either case, or ♣ ♦ ♥ ♠ (also ♧ ♢ ♡ ♤), or
// none at all (no rule looks at suits). Tokens are separated by white space
// and/or commas; '|' also separates and starts a new group.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"

namespace reckon {

struct CardToken {
  Card card;
  std::string text;  // as typed
  int number = 0;    // 1-based position among the tokens
  int line = 0;      // 1-based line of its first character
  int column = 0;    // 1-based column (in characters) of its first character
  int group = 0;     // how many '|' came before it (layouts written in columns)
  bool one_line = false;  // the text is a single line: messages name the column only
};

// "card 7 ("Xd") at line 2, column 19" — how every error names a token (in a
// text of one line, such as a --cards string or a deal file's line, whose
// place the caller names: "card 7 ("Xd") at column 19").
std::string describe(const CardToken& token);

// One token alone; nullopt when it is not a card. `why` (if given) says what
// is wrong with it.
std::optional<Card> parse_card(std::string_view token, std::string* why = nullptr);

// A card a move names: as parse_card, but throws InputError "<where>: "X"
// is not a card: <why>" (where: the move, e.g. "move 3").
Card parse_move_card(std::string_view token, const std::string& where);

// A whole string. Throws InputError naming the first bad token.
std::vector<CardToken> parse_card_tokens(std::string_view text);

// The checks every deck-like list needs: no card twice (suited cards only),
// at most four of each rank. `what` names the list in messages ("stock").
void check_no_duplicates(const std::vector<CardToken>& tokens, std::string_view what);

// Exactly `expected[r]` cards of each rank r (index 1..13); the first token
// of a rank with too many copies is named, else the first missing rank.
void check_rank_counts(const std::vector<CardToken>& tokens, const int (&expected)[kRanks + 1],
                       std::string_view what);

}  // namespace reckon
