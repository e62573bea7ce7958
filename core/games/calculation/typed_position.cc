#include "core/games/calculation/typed_position.h"

#include <array>
#include <charconv>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/card_text.h"
#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/foundations.h"
#include "reckon/input_error.h"
#include "core/trim.h"

namespace reckon::calculation {

TypedPosition parse_position(std::string_view text, const Variant& v) {
  if (v.owners != 1) throw InputError("position: typed positions are for Calculation (one player)");
  std::vector<std::string> segments;
  std::string cur;
  for (char c : text) {
    if (c == ';' || c == '\n') {
      segments.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  segments.push_back(cur);
  std::array<int, 4> count{};
  bool have_foundations = false;
  std::vector<std::vector<Card>> piles(static_cast<std::size_t>(v.piles()));
  std::vector<Card> stock;
  std::set<std::string> parts_seen;
  std::vector<Card> named;  // every card given with its suit, to find one given twice
  for (const std::string& raw : segments) {
    const std::string seg = trim(raw);
    if (seg.empty()) continue;
    const auto colon = seg.find(':');
    if (colon == std::string::npos)
      throw InputError("position: \"" + seg +
                       "\" needs a name and a colon (foundations:, waste N:, stock:)");
    const std::string name = trim(seg.substr(0, colon)), body = trim(seg.substr(colon + 1));
    // A waste pile's number, 1 to piles, in one or two digits.
    int pile = 0;
    if (name.rfind("waste", 0) == 0) {
      const std::string num = trim(name.substr(5));
      const char* end = num.data() + num.size();
      const auto [stop, ec] = std::from_chars(num.data(), end, pile);
      if (num.size() > 2 || ec != std::errc{} || stop != end || pile < 1 || pile > v.piles())
        throw InputError("position: \"" + name + "\": waste piles are numbered 1 to " +
                         std::to_string(v.piles()));
    }
    // Each part once: a second "waste 1:" (or "waste 01:") would silently
    // add to the first.
    const std::string part = pile ? "waste " + std::to_string(pile) : name;
    if (!parts_seen.insert(part).second)
      throw InputError("position: \"" + part + "\" is given twice");
    if (name == "foundations") {
      std::istringstream in(body);
      std::string tok;
      int k = 0;
      while (in >> tok) {
        if (k == 4) throw InputError("position: more than 4 foundations");
        if (tok == "-") {
          if (v.preplaced)
            throw InputError("position: foundation " + std::to_string(k + 1) +
                             " holds at least its base");
          count[k++] = 0;
          continue;
        }
        std::string why;
        const auto c = parse_card(tok, &why);
        if (!c)
          throw InputError("position: foundation " + std::to_string(k + 1) + ": \"" + tok +
                           "\": " + why);
        count[k] = position_of(k + 1, c->rank());
        named.push_back(*c);
        ++k;
      }
      if (k != 4)
        throw InputError(
            "position: foundations: give the top card of all 4 (\"-\" for an empty one)");
      have_foundations = true;
    } else if (pile) {
      for (const auto& t : parse_card_tokens(body))
        piles[static_cast<std::size_t>(pile - 1)].push_back(t.card);
    } else if (name == "stock") {
      for (const auto& t : parse_card_tokens(body)) stock.push_back(t.card);
    } else {
      throw InputError("position: unknown part \"" + name + "\" (foundations, waste N, stock)");
    }
  }
  if (!have_foundations)
    throw InputError("position: the foundations are missing (foundations: A 2 3 4 ...)");
  for (const auto& p : piles) named.insert(named.end(), p.begin(), p.end());
  named.insert(named.end(), stock.begin(), stock.end());
  std::set<int> cards_seen;
  for (Card c : named)
    if (c.suit() != Suit::kNone && !cards_seen.insert(c.deck_index()).second)
      throw InputError("position: " + to_pretty(c) +
                       " is given twice (a deck holds each card once)");
  // Rank counts: every rank four times, foundations included.
  int held[kRanks + 1] = {};
  for (int k = 0; k < 4; ++k)
    for (int j = 1; j <= count[k]; ++j) ++held[rank_at(k + 1, j)];
  for (const auto& p : piles)
    for (Card c : p) ++held[c.rank()];
  for (Card c : stock) ++held[c.rank()];
  for (int r = 1; r <= kRanks; ++r)
    if (held[r] != 4)
      throw InputError("position: it holds " + std::to_string(held[r]) +
                       (held[r] == 1 ? " card" : " cards") + " of rank " +
                       rank_pretty(static_cast<Rank>(r)) +
                       " (foundations, piles and stock together need 4)");
  // A synthetic deal: the cards already home first, in an order each fits as
  // it is turned, then the pile cards, then the rest of the stock.
  TypedPosition pos;
  const int base = v.preplaced ? 1 : 0;
  for (int k = 0; k < 4; ++k) {
    if (v.preplaced) pos.deal.bases[k] = Card(static_cast<Rank>(k + 1), Suit::kNone);
    for (int j = base + 1; j <= count[k]; ++j) {
      const Card c(rank_at(k + 1, j), Suit::kNone);
      pos.deal.stock.push_back(c);
      pos.prefix.push_back({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), c});
    }
  }
  for (int p = 0; p < v.piles(); ++p)
    for (Card c : piles[static_cast<std::size_t>(p)]) {
      pos.deal.stock.push_back(c);
      pos.prefix.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, c});
    }
  for (Card c : stock) pos.deal.stock.push_back(c);
  validate(pos.deal, v);
  pos.state = state_after(v, pos.prefix);
  return pos;
}

}  // namespace reckon::calculation
