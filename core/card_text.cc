#include "core/card_text.h"

#include <array>
#include <cstdint>

#include "reckon/input_error.h"

namespace reckon {
namespace {

bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' || c == '|';
}

// Blanks that are not ASCII but come with text copied from web pages and
// word processors: a no-break space (U+00A0), a narrow no-break space
// (U+202F), a zero-width no-break space or byte order mark (U+FEFF). Their
// length in bytes at text[i], or 0.
std::size_t wide_blank_length(std::string_view text, std::size_t i) {
  for (std::string_view b : {std::string_view("\xC2\xA0"), std::string_view("\xE2\x80\xAF"),
                             std::string_view("\xEF\xBB\xBF")})
    if (text.substr(i, b.size()) == b) return b.size();
  return 0;
}

// Length in bytes of the UTF-8 sequence that starts with byte b (1 for
// anything malformed, so that scanning always advances).
int utf8_length(unsigned char b) {
  if (b >= 0xf0) return 4;
  if (b >= 0xe0) return 3;
  if (b >= 0xc0) return 2;
  return 1;
}

std::optional<Rank> parse_rank(std::string_view& rest) {
  if (rest.starts_with("10")) {
    rest.remove_prefix(2);
    return 10;
  }
  if (rest.empty()) return std::nullopt;
  const char c = rest.front();
  Rank r = 0;
  switch (c) {
    case 'A': case 'a': r = 1; break;
    case 'T': case 't': r = 10; break;
    case 'J': case 'j': case 'B': case 'b': r = 11; break;
    case 'Q': case 'q': case 'D': case 'd': r = 12; break;
    case 'K': case 'k': r = 13; break;
    default:
      if (c >= '2' && c <= '9') r = static_cast<Rank>(c - '0');
  }
  if (r == 0) return std::nullopt;
  rest.remove_prefix(1);
  return r;
}

std::optional<Suit> parse_suit(std::string_view rest) {
  if (rest.empty()) return Suit::kNone;
  if (rest.size() == 1) {
    switch (rest.front()) {
      case 'c': case 'C': return Suit::kClubs;
      case 'd': case 'D': return Suit::kDiamonds;
      case 'h': case 'H': return Suit::kHearts;
      case 's': case 'S': return Suit::kSpades;
      default: return std::nullopt;
    }
  }
  static constexpr std::array<std::pair<std::string_view, Suit>, 8> kSymbols = {{
      {"♣", Suit::kClubs}, {"♧", Suit::kClubs}, {"♦", Suit::kDiamonds}, {"♢", Suit::kDiamonds},
      {"♥", Suit::kHearts}, {"♡", Suit::kHearts}, {"♠", Suit::kSpades}, {"♤", Suit::kSpades}}};
  for (const auto& [text, suit] : kSymbols)
    if (rest == text) return suit;
  // Variation selector U+FE0F after an emoji-style suit ("♥️").
  for (const auto& [text, suit] : kSymbols)
    if (rest.size() == text.size() + 3 && rest.starts_with(text) && rest.ends_with("\xef\xb8\x8f"))
      return suit;
  return std::nullopt;
}

}  // namespace

std::string describe(const CardToken& token) {
  const std::string where = token.one_line ? "" : "line " + std::to_string(token.line) + ", ";
  return "card " + std::to_string(token.number) + " (\"" + token.text + "\") at " + where +
         "column " + std::to_string(token.column);
}

std::optional<Card> parse_card(std::string_view token, std::string* why) {
  std::string_view rest = token;
  const auto rank = parse_rank(rest);
  if (!rank) {
    if (why) *why = "unknown rank (expected A 2-9 T 10 J Q K, or German B D)";
    return std::nullopt;
  }
  const auto suit = parse_suit(rest);
  if (!suit) {
    if (why) *why = "unknown suit \"" + std::string(rest) + "\" (expected c d h s or ♣ ♦ ♥ ♠)";
    return std::nullopt;
  }
  return Card(*rank, *suit);
}

Card parse_move_card(std::string_view token, const std::string& where) {
  std::string why;
  const auto c = parse_card(token, &why);
  if (!c) throw InputError(where + ": \"" + std::string(token) + "\" is not a card: " + why);
  return *c;
}

std::vector<CardToken> parse_card_tokens(std::string_view text) {
  std::vector<CardToken> tokens;
  const std::size_t last = text.find_last_not_of(" \t\r\n");
  const bool one_line =
      last == std::string_view::npos || text.substr(0, last).find('\n') == std::string_view::npos;
  int line = 1, column = 1, group = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (const std::size_t n = wide_blank_length(text, i)) {
      i += n;
      ++column;
      continue;
    }
    if (is_separator(c)) {
      if (c == '|') ++group;
      if (c == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
      ++i;
      continue;
    }
    CardToken token;
    token.number = static_cast<int>(tokens.size()) + 1;
    token.line = line;
    token.one_line = one_line;
    token.column = column;
    token.group = group;
    const std::size_t start = i;
    while (i < text.size() && !is_separator(text[i]) && !wide_blank_length(text, i)) {
      i += static_cast<std::size_t>(utf8_length(static_cast<unsigned char>(text[i])));
      ++column;
    }
    token.text = std::string(text.substr(start, std::min(i, text.size()) - start));
    std::string why;
    const auto card = parse_card(token.text, &why);
    if (!card) throw InputError(describe(token) + ": " + why);
    token.card = *card;
    tokens.push_back(std::move(token));
  }
  return tokens;
}

void check_no_duplicates(const std::vector<CardToken>& tokens, std::string_view what) {
  std::array<const CardToken*, kDeckSize> seen{};
  for (const auto& t : tokens) {
    if (t.card.suit() == Suit::kNone) continue;
    const CardToken*& first = seen[static_cast<std::size_t>(t.card.deck_index())];
    if (first)
      throw InputError(describe(t) + ": " + to_ascii(t.card) + " is already in the " +
                       std::string(what) + " as card " + std::to_string(first->number));
    first = &t;
  }
}

void check_rank_counts(const std::vector<CardToken>& tokens, const int (&expected)[kRanks + 1],
                       std::string_view what) {
  int count[kRanks + 1] = {};
  for (const auto& t : tokens) {
    const Rank r = t.card.rank();
    if (++count[r] > expected[r])
      throw InputError(describe(t) + ": one " + rank_pretty(r) + " too many in the " +
                       std::string(what) + " (it holds " + std::to_string(expected[r]) + ")");
  }
  for (int r = 1; r <= kRanks; ++r)
    if (count[r] < expected[r])
      throw InputError("the " + std::string(what) + " lacks " +
                       std::to_string(expected[r] - count[r]) + " card(s) of rank " +
                       rank_pretty(static_cast<Rank>(r)) + " (it holds " +
                       std::to_string(expected[r]) + " of each rank in play)");
}

}  // namespace reckon
