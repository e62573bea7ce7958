#include "core/games/calculation/text.h"

#include "core/card_text.h"
#include "reckon/input_error.h"
#include "core/json_moves.h"

namespace reckon::calculation {
namespace {

std::vector<CardToken> tokens_of(std::string_view text) {
  std::vector<CardToken> t = parse_card_tokens(text);
  check_no_duplicates(t, "deal");
  return t;
}

// "waste:3" / "waste:A2" / "w3" / "wA2" -> pile index; -1 if not a pile.
int parse_pile(std::string_view s, const Variant& v) {
  if (s.starts_with("waste:")) {
    s.remove_prefix(6);
  } else if (s.starts_with("w")) {
    s.remove_prefix(1);
  } else {
    return -1;
  }
  int owner = 0;
  if (v.owners > 1) {
    if (s.empty() || (s[0] != 'A' && s[0] != 'B' && s[0] != 'a' && s[0] != 'b')) return -1;
    owner = (s[0] == 'B' || s[0] == 'b') ? 1 : 0;
    s.remove_prefix(1);
  }
  if (s.empty() || s.size() > 2) return -1;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  if (n < 1 || n > v.piles_per_owner) return -1;
  return owner * v.piles_per_owner + n - 1;
}

// "foundation:3" / "f3" -> 0-based foundation; -1 if not one.
int parse_foundation(std::string_view s) {
  if (s.starts_with("foundation:")) {
    s.remove_prefix(11);
  } else if (s.starts_with("f")) {
    s.remove_prefix(1);
  } else {
    return -1;
  }
  if (s.size() != 1 || s[0] < '1' || s[0] > '4') return -1;
  return s[0] - '1';
}

Move make_move(std::string_view from, std::string_view to, Card card, const Variant& v, const std::string& where) {
  Move m;
  m.card = card;
  const int to_f = parse_foundation(to), to_p = parse_pile(to, v);
  if (to_f < 0 && to_p < 0)
    throw InputError(where + ": unknown destination \"" + std::string(to) + "\" (expected f1..f4 or a waste pile)");
  if (from == "s" || from == "stock") {
    if (to_f >= 0) {
      m.kind = Move::Kind::kStockToFoundation;
      m.foundation = static_cast<std::uint8_t>(to_f);
    } else {
      m.kind = Move::Kind::kStockToPile;
      m.pile = static_cast<std::uint8_t>(to_p);
    }
    return m;
  }
  const int from_p = parse_pile(from, v);
  if (from_p < 0)
    throw InputError(where + ": unknown source \"" + std::string(from) + "\" (expected s or a waste pile)");
  if (to_f < 0) throw InputError(where + ": cards never move from one waste pile to another");
  m.kind = Move::Kind::kPileToFoundation;
  m.pile = static_cast<std::uint8_t>(from_p);
  m.foundation = static_cast<std::uint8_t>(to_f);
  return m;
}

}  // namespace

Deal parse_deal(std::string_view text, const Variant& v) {
  const std::vector<CardToken> t = tokens_of(text);
  Deal deal;
  std::size_t first_stock = 0;
  const bool grouped = !t.empty() && t.back().group > 0;
  if (v.preplaced) {
    if (grouped) {
      for (const CardToken& tok : t)
        if (tok.group > 1) throw InputError(describe(tok) + ": only one '|' (between the bases and the stock) is allowed");
      while (first_stock < t.size() && t[first_stock].group == 0) ++first_stock;
      if (first_stock != 4)
        throw InputError("the part before '|' holds " + std::to_string(first_stock) +
                         " card(s); it must be the 4 foundation bases A 2 3 4");
    } else if (t.size() == static_cast<std::size_t>(v.stock_size() + 4)) {
      first_stock = 4;
    } else if (t.size() != static_cast<std::size_t>(v.stock_size())) {
      const std::string n = std::to_string(v.stock_size());
      throw InputError("a Calculation deal is " + n + " stock cards (bases implied) or 4 bases and " + n +
                       " stock cards; got " + std::to_string(t.size()) + " cards");
    }
    for (std::size_t k = 0; k < first_stock; ++k) {
      if (t[k].card.rank() != k + 1)
        throw InputError(describe(t[k]) + ": foundation " + std::to_string(k + 1) + "'s base must be a " +
                         rank_pretty(static_cast<Rank>(k + 1)));
      deal.bases[k] = t[k].card;
    }
    if (first_stock == 0)
      for (int k = 0; k < 4; ++k) deal.bases[k] = Card(static_cast<Rank>(k + 1), Suit::kNone);
  } else if (grouped) {
    throw InputError(describe(t.front()) + ": without preplaced bases the deal is the " +
                     std::to_string(v.stock_size()) + "-card stock alone (no '|')");
  }
  if (t.size() - first_stock != static_cast<std::size_t>(v.stock_size()))
    throw InputError("the stock holds " + std::to_string(t.size() - first_stock) + " cards; it must hold " +
                     std::to_string(v.stock_size()));
  int expected[kRanks + 1];
  for (int r = 1; r <= kRanks; ++r) expected[r] = r > v.ranks ? 0 : 4 - (v.preplaced && r <= 4 ? 1 : 0);
  const std::vector<CardToken> stock(t.begin() + static_cast<std::ptrdiff_t>(first_stock), t.end());
  check_rank_counts(stock, expected, "stock");
  for (const CardToken& tok : stock) deal.stock.push_back(tok.card);
  if (first_stock == 0 && v.preplaced) {
    // Implied bases: when the stock names the suits of the other three cards
    // of a base rank, the base is the fourth.
    for (int k = 1; k <= 4; ++k) {
      int suits = 0, seen = 0;
      for (Card c : deal.stock)
        if (c.rank() == k && c.suit() != Suit::kNone) suits |= 1 << static_cast<int>(c.suit()), ++seen;
      if (seen == 3)
        for (int su = 1; su <= 4; ++su)
          if (!(suits & (1 << su))) deal.bases[k - 1] = Card(static_cast<Rank>(k), static_cast<Suit>(su));
    }
  }
  return deal;
}

std::string deal_string(const Deal& d, const Variant& v) {
  std::string s;
  if (v.preplaced) {
    for (int k = 0; k < 4; ++k) s += to_ascii(d.bases[k]) + " ";
    s += "|";
  }
  for (Card c : d.stock) {
    if (!s.empty()) s += ' ';
    s += to_ascii(c);
  }
  return s;
}

std::string pile_name(int pile, const Variant& v) {
  if (v.owners == 1) return std::to_string(pile + 1);
  return std::string(1, static_cast<char>('A' + pile / v.piles_per_owner)) +
         std::to_string(pile % v.piles_per_owner + 1);
}

std::string move_text(const Move& m, const Variant& v) {
  switch (m.kind) {
    case Move::Kind::kStockToFoundation:
      return "turn " + to_pretty(m.card) + " → foundation " + std::to_string(m.foundation + 1);
    case Move::Kind::kStockToPile:
      return "turn " + to_pretty(m.card) + " → waste " + pile_name(m.pile, v);
    case Move::Kind::kPileToFoundation:
      return "waste " + pile_name(m.pile, v) + ": " + to_pretty(m.card) + " → foundation " +
             std::to_string(m.foundation + 1);
    case Move::Kind::kPass:
      return "pass";
  }
  return "?";
}

std::string move_notation(const Move& m, const Variant& v) {
  const std::string card = m.card.empty() ? "" : to_ascii(m.card) + ":";
  switch (m.kind) {
    case Move::Kind::kStockToFoundation: return card + "s-f" + std::to_string(m.foundation + 1);
    case Move::Kind::kStockToPile: return card + "s-w" + pile_name(m.pile, v);
    case Move::Kind::kPileToFoundation:
      return card + "w" + pile_name(m.pile, v) + "-f" + std::to_string(m.foundation + 1);
    case Move::Kind::kPass: return "pass";
  }
  return "?";
}

void write_move_json(json::Writer& out, const Move& m, const Variant& v) {
  out.begin_object();
  if (m.kind == Move::Kind::kPass) {
    out.member("pass", true);
    out.end_object();
    return;
  }
  out.member("card", to_ascii(m.card));
  out.member("from", m.from_stock() ? std::string("stock") : "waste:" + pile_name(m.pile, v));
  out.member("to", m.to_foundation() ? "foundation:" + std::to_string(m.foundation + 1)
                                     : "waste:" + pile_name(m.pile, v));
  out.end_object();
}

MoveList parse_moves(std::string_view text, const Variant& v) {
  MoveList moves;
  const bool was_json = json::for_each_move_object(text, [&](const json::Value& item,
                                                             const std::string& where) {
    if (const auto* pass = json::find(item, "pass"); pass && pass->is_bool() && pass->as_bool()) {
      moves.push_back({Move::Kind::kPass, 0, 0, Card()});
      return;
    }
    const auto* from = json::find(item, "from");
    const auto* to = json::find(item, "to");
    if (!from || !from->is_string() || !to || !to->is_string())
      throw InputError(where + ": \"from\" and \"to\" (strings) are required");
    Card card;
    if (const auto* c = json::find(item, "card"); c && c->is_string())
      card = parse_move_card(c->as_string(), where);
    moves.push_back(make_move(from->as_string(), to->as_string(), card, v, where));
  });
  if (was_json) return moves;
  // Compact notation: tokens separated by white space or commas; "12." move
  // numbers (as printed by solve) are skipped.
  std::size_t i = 0;
  int n = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == ',') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' && text[j] != '\r' && text[j] != ',')
      ++j;
    std::string_view token = text.substr(i, j - i);
    const std::size_t column = i + 1;
    i = j;
    if (token.ends_with(".") && token.find_first_not_of("0123456789.") == std::string_view::npos) continue;
    const std::string where =
        "move " + std::to_string(++n) + " (\"" + std::string(token) + "\", character " + std::to_string(column) + ")";
    if (token == "pass") {
      moves.push_back({Move::Kind::kPass, 0, 0, Card()});
      continue;
    }
    Card card;
    if (const auto colon = token.find(':'); colon != std::string_view::npos) {
      card = parse_move_card(token.substr(0, colon), where);
      token.remove_prefix(colon + 1);
    }
    const auto dash = token.find('-');
    if (dash == std::string_view::npos)
      throw InputError(where + ": expected FROM-TO such as s-w2, s-f3 or w2-f1");
    moves.push_back(make_move(token.substr(0, dash), token.substr(dash + 1), card, v, where));
  }
  return moves;
}

}  // namespace reckon::calculation
