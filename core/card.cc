#include "core/card.h"

namespace reckon {

char rank_char(Rank r) {
  static constexpr char kChars[] = "?A23456789TJQK";
  return r <= kRanks ? kChars[r] : '?';
}

std::string rank_pretty(Rank r) { return r == 10 ? std::string("10") : std::string(1, rank_char(r)); }

std::string to_ascii(Card c) {
  static constexpr char kSuits[] = "?cdhs";
  std::string s(1, rank_char(c.rank()));
  if (c.suit() != Suit::kNone) s += kSuits[static_cast<int>(c.suit())];
  return s;
}

std::string to_pretty(Card c) {
  static constexpr const char* kSuits[] = {"", "♣", "♦", "♥", "♠"};
  return rank_pretty(c.rank()) + kSuits[static_cast<int>(c.suit())];
}

}  // namespace reckon
