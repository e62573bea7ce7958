#pragma once
// A playing card in one byte. Ranks matter to every rule of the three games;
// suits are carried only so that solutions can be printed with the user's
// real cards.
//
//   bit  7 6 5 4 3 2 1 0
//        0 s s s r r r r     r = rank 1..13 (A..K), s = suit 0..4
//                            (0 = not given, 1..4 = c d h s); 0x00 = no card
#include <cstdint>
#include <string>
#include <string_view>

namespace reckon {

using Rank = std::uint8_t;  // 1..13; 0 only for "no card"
inline constexpr int kRanks = 13;
inline constexpr int kDeckSize = 52;

enum class Suit : std::uint8_t { kNone = 0, kClubs = 1, kDiamonds = 2, kHearts = 3, kSpades = 4 };

class Card {
 public:
  constexpr Card() = default;
  constexpr Card(Rank rank, Suit suit)
      : bits_(static_cast<std::uint8_t>(rank | (static_cast<unsigned>(suit) << 4))) {}

  constexpr Rank rank() const { return bits_ & 0x0f; }
  constexpr Suit suit() const { return static_cast<Suit>(bits_ >> 4); }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr std::uint8_t bits() const { return bits_; }
  // Index 0..51 in the deck order of doc/rules.md (suit-major c d h s, A..K);
  // only for cards with a suit.
  constexpr int deck_index() const {
    return (static_cast<int>(suit()) - 1) * kRanks + rank() - 1;
  }
  static constexpr Card from_deck_index(int i) {
    return Card(static_cast<Rank>(i % kRanks + 1), static_cast<Suit>(i / kRanks + 1));
  }

  friend constexpr bool operator==(Card, Card) = default;

 private:
  std::uint8_t bits_ = 0;
};
static_assert(sizeof(Card) == 1);

// "Td", "As", "7" (no suit): the machine form used in JSON and card strings.
std::string to_ascii(Card c);
// "10♦", "A♠", "7": the form a person reads at the table.
std::string to_pretty(Card c);
// Rank letter alone: A 2..9 T J Q K.
char rank_char(Rank r);
// Rank as a person says it: A 2..10 J Q K.
std::string rank_pretty(Rank r);

}  // namespace reckon
