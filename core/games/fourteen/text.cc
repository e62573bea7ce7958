#include "core/games/fourteen/text.h"

#include <algorithm>

#include "core/card_text.h"
#include "reckon/input_error.h"
#include "core/json_moves.h"
#include "core/whole_number.h"

namespace reckon::fourteen {
namespace {

std::string plural(std::size_t n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// Cards printed with a fixed width so that rows line up ("10♦" is widest).
std::string padded(Card c, int width) {
  std::string s = to_pretty(c);
  int shown = 0;
  for (unsigned char ch : s) shown += (ch & 0xc0) != 0x80;  // count UTF-8 characters
  return s + std::string(static_cast<std::size_t>(std::max(0, width - shown)), ' ');
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ','; }

}  // namespace

Deal parse_deal(std::string_view text, const Layout& layout) {
  const std::vector<CardToken> tokens = parse_card_tokens(text);
  check_no_duplicates(tokens, "deal");
  for (const CardToken& t : tokens) {
    if (t.card.rank() > layout.ranks)
      throw InputError(describe(t) + ": this layout has ranks A.." + rank_pretty(static_cast<Rank>(layout.ranks)));
    if (static_cast<int>(t.card.suit()) > layout.copies)
      throw InputError(describe(t) + ": this layout has " + plural(static_cast<std::size_t>(layout.copies), "suit"));
  }
  // Columns: by '|', else by lines when there are exactly as many lines with
  // cards as columns; otherwise the cards are in deal order.
  std::vector<std::vector<const CardToken*>> columns;
  const bool bars = !tokens.empty() && tokens.back().group > 0;
  if (bars) {
    columns.resize(static_cast<std::size_t>(tokens.back().group + 1));
    for (const CardToken& t : tokens) columns[static_cast<std::size_t>(t.group)].push_back(&t);
  } else {
    std::vector<std::vector<const CardToken*>> lines;
    int last_line = -1;
    for (const CardToken& t : tokens) {
      if (t.line != last_line) lines.emplace_back(), last_line = t.line;
      lines.back().push_back(&t);
    }
    if (static_cast<int>(lines.size()) == layout.columns && layout.columns > 1) columns = std::move(lines);
  }
  int expected[kRanks + 1] = {};
  for (int r = 1; r <= layout.ranks; ++r) expected[r] = layout.copies;
  if (columns.empty()) {
    if (static_cast<int>(tokens.size()) != layout.cards())
      throw InputError("a deal is " + std::to_string(layout.cards()) + " cards in deal order, or " +
                       std::to_string(layout.columns) +
                       " columns separated by '|' or on lines of their own; got " + plural(tokens.size(), "card"));
    check_rank_counts(tokens, expected, "deal");
    std::vector<Card> cards;
    for (const CardToken& t : tokens) cards.push_back(t.card);
    Deal deal = deal_cards(layout, cards);
    validate(deal);
    return deal;
  }
  if (static_cast<int>(columns.size()) != layout.columns)
    throw InputError("the deal has " + plural(columns.size(), "column") + " separated by '|'; it needs " +
                     std::to_string(layout.columns));
  for (int c = 0; c < layout.columns; ++c) {
    const auto& column = columns[static_cast<std::size_t>(c)];
    if (static_cast<int>(column.size()) == layout.size(c)) continue;
    std::string where = column.empty() ? "" : " (it starts with " + describe(*column.front()) + ")";
    throw InputError("column " + std::to_string(c + 1) + " holds " + plural(column.size(), "card") + where +
                     "; it must hold " + std::to_string(layout.size(c)) + ", first dealt first");
  }
  check_rank_counts(tokens, expected, "deal");
  std::vector<std::vector<Card>> cards(columns.size());
  for (std::size_t c = 0; c < columns.size(); ++c)
    for (const CardToken* t : columns[c]) cards[c].push_back(t->card);
  Deal deal = deal_from_columns(layout, cards);
  validate(deal);
  return deal;
}

std::string deal_string(const Deal& deal) {
  std::string s;
  for (int c = 0; c < deal.layout.columns; ++c) {
    if (c) s += " |";
    for (int d = 0; d < deal.layout.size(c); ++d) s += (c || d ? " " : "") + to_ascii(deal.at(c, d));
  }
  return s;
}

std::string layout_text(const Deal& deal) {
  const Layout& l = deal.layout;
  std::string s = "Columns, first dealt first (the last card of each is exposed):\n";
  for (int c = 0; c < l.columns; ++c) {
    s += (c < 9 ? "  Column  " : "  Column ") + std::to_string(c + 1) + ":";
    for (int d = 0; d < l.size(c); ++d) s += " " + to_pretty(deal.at(c, d));
    s += "\n";
  }
  s += "Rows as dealt, left to right:\n       ";
  for (int c = 0; c < l.columns; ++c) {
    const std::string n = std::to_string(c + 1);
    s += n + (c + 1 < l.columns ? std::string(4 - n.size(), ' ') : "");
  }
  s += "\n";
  for (int d = 0; d < l.max_depth(); ++d) {
    s += "  " + std::to_string(d + 1) + ":   ";
    for (int c = 0; c < l.columns; ++c) s += d < l.size(c) ? padded(deal.at(c, d), 4) : "    ";
    while (!s.empty() && s.back() == ' ') s.pop_back();
    s += "\n";
  }
  return s;
}

std::string move_text(const Move& m) {
  return to_pretty(m.cards[0]) + " (col " + std::to_string(m.columns[0] + 1) + ") + " + to_pretty(m.cards[1]) +
         " (col " + std::to_string(m.columns[1] + 1) + ")";
}

std::string move_notation(const Move& m) {
  std::string s;
  for (int i = 0; i < 2; ++i) {
    if (i) s += "+";
    if (!m.cards[i].empty()) s += to_ascii(m.cards[i]) + "@";
    s += std::to_string(m.columns[i] + 1);
  }
  return s;
}

void write_move_json(json::Writer& out, const Move& m) {
  out.begin_object().key("cards").begin_array();
  for (Card c : m.cards) out.value(to_ascii(c));
  out.end_array().key("columns").begin_array();
  for (int c : m.columns) out.value(c + 1);
  out.end_array().end_object();
}

namespace {

// A 1-based column number from text, or throws.
std::uint8_t column_number(std::string_view s, const Layout& layout, const std::string& where) {
  int n = 0;
  if (s.empty() || s.size() > 2 || s.find_first_not_of("0123456789") != std::string_view::npos)
    throw InputError(where + ": \"" + std::string(s) + "\" is not a column number");
  for (char c : s) n = n * 10 + (c - '0');
  if (n < 1 || n > layout.columns)
    throw InputError(where + ": there is no column " + std::to_string(n) + " (1 to " + std::to_string(layout.columns) +
                     ")");
  return static_cast<std::uint8_t>(n - 1);
}

}  // namespace

MoveList parse_moves(std::string_view text, const Layout& layout) {
  MoveList moves;
  const bool was_json =
      json::for_each_move_object(text, [&](const json::Value& item, const std::string& where) {
        const json::Value* columns = json::find(item, "columns");
        if (!columns || !columns->is_array() || columns->as_array().size() != 2)
          throw InputError(where + ": \"columns\" must be an array of two column numbers");
        Move m;
        for (int i = 0; i < 2; ++i) {
          const json::Value& v = columns->as_array()[static_cast<std::size_t>(i)];
          // (Range first: a huge number is not converted to an int at all.)
          const auto column =
              v.is_number() ? whole_number(v.to_number<double>(), -1000000, 1000000) : std::nullopt;
          if (!column)
            throw InputError(where + ": a column must be a whole number from 1 to " +
                             std::to_string(layout.columns));
          m.columns[i] = column_number(std::to_string(*column), layout, where);
        }
        if (const json::Value* cards = json::find(item, "cards")) {
          if (!cards->is_array() || cards->as_array().size() != 2)
            throw InputError(where + ": \"cards\" must be an array of two cards");
          for (int i = 0; i < 2; ++i) {
            const json::Value& v = cards->as_array()[static_cast<std::size_t>(i)];
            if (!v.is_string())
              throw InputError(where + ": a card must be a string such as \"9c\"");
            m.cards[i] = parse_move_card(v.as_string(), where);
          }
        }
        moves.push_back(m);
      });
  if (was_json) return moves;
  std::size_t i = 0;
  int n = 0;
  while (i < text.size()) {
    if (is_space(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && !is_space(text[j])) ++j;
    const std::string_view token = text.substr(i, j - i);
    const std::size_t column = i + 1;
    i = j;
    if (token.ends_with(".") && token.find_first_not_of("0123456789.") == std::string_view::npos) continue;
    const std::string where =
        "move " + std::to_string(++n) + " (\"" + std::string(token) + "\", character " + std::to_string(column) + ")";
    const std::size_t plus = token.find('+');
    if (plus == std::string_view::npos || token.find('+', plus + 1) != std::string_view::npos)
      throw InputError(where + ": expected two columns joined by '+', such as 6+11 or 9c@6+5s@11");
    Move m;
    const std::string_view sides[2] = {token.substr(0, plus), token.substr(plus + 1)};
    for (int s = 0; s < 2; ++s) {
      std::string_view side = sides[s];
      if (const std::size_t at = side.find('@'); at != std::string_view::npos) {
        m.cards[s] = parse_move_card(side.substr(0, at), where);
        side.remove_prefix(at + 1);
      }
      m.columns[s] = column_number(side, layout, where);
    }
    moves.push_back(m);
  }
  return moves;
}

}  // namespace reckon::fourteen
