#pragma once
// A Calculation-family deal: what the table looks like before the first turn,
// and the variant rules it is played under. Rechenkünstler (the cooperative
// game for two) shares this: its stock sequence is dealt alternately, card i
// to player i mod 2, and each player owns W of the waste piles.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/games/calculation/foundations.h"

namespace reckon::calculation {

inline constexpr int kMaxPiles = 16;  // Calculation W <= 8; Rechenkünstler 2 x 6
inline constexpr int kMaxStock = 52;

struct Variant {
  int piles_per_owner = 4;  // W
  int owners = 1;           // 1: Calculation; 2: Rechenkünstler (players A and B)
  bool preplaced = true;    // foundations start with A 2 3 4 already laid out
  bool expert = false;      // Rechenkünstler Experte: a pile's top moves only in its owner's turn
  int ranks = kRanks;       // 13; or a small deck of 5, 7 or 11 ranks (foundations.h), which only the
                            // players and the optimum of the real game (players/) play, never the solver

  int piles() const { return piles_per_owner * owners; }
  int stock_size() const { return 4 * ranks - (preplaced ? kFoundations : 0); }
  bool small_deck() const { return ranks != kRanks; }
  const FoundationTables& tables() const { return foundation_tables(ranks); }
  // The pile owner of stock card i (0 = A, 1 = B); always 0 in Calculation.
  // (owners is 1 or 2, validate(): a mask and a comparison here, not
  // divisions, in the planner's inner loops.)
  int owner_of_card(int i) const { return i & (owners - 1); }
  int owner_of_pile(int p) const { return p >= piles_per_owner ? 1 : 0; }
  friend bool operator==(const Variant&, const Variant&) = default;
};

struct Deal {
  std::array<Card, kFoundations> bases{};  // preplaced bases; empty cards when !preplaced
  std::vector<Card> stock;                 // in turn order: stock[0] is turned first
};

// Deal number n of doc/rules.md: bases are the first A, 2, 3, 4 of the
// permutation (when preplaced), the stock is everything else in order. With
// a small deck of p ranks the cards above rank p leave the permutation
// first (what is left is a uniform order of the small deck's 4p cards).
Deal deal_from_number(std::uint64_t n, bool preplaced, int ranks = kRanks);

// Throws InputError unless the variant's deck can be played: 5, 7, 11 or 13
// ranks, and a small deck never in Experte. The one wording of these errors
// for the command line, the library and the Python module.
void check_deck(const Variant& variant);

// Checks the deal is a legal one for the variant (stock size, ranks, bases);
// throws InputError otherwise.
void validate(const Deal& deal, const Variant& variant);

}  // namespace reckon::calculation
