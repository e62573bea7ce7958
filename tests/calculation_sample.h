#pragma once
// Samples of small Calculation-family positions for the tests that compare
// the solver's parts with the brute-force oracle: a setting (variant and
// sizes), its positions (calculation_positions.h), and the oracle's verdict.
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "calculation_positions.h"
#include "reference/calculation_reference.h"

namespace reckon::calculation {

struct SampleSetting {
  int piles_per_owner;
  int owners;
  bool preplaced;
  int left;        // stock cards still to turn
  int pile_cards;  // cards already on the waste piles
  int cases;

  Variant variant() const {
    Variant v;
    v.piles_per_owner = piles_per_owner;
    v.owners = owners;
    v.preplaced = preplaced;
    return v;
  }
  std::string name() const {
    return "W" + std::to_string(piles_per_owner) + (owners > 1 ? "each" : "") + (preplaced ? "" : "_unplaced") +
           "_stock" + std::to_string(left) + "_piles" + std::to_string(pile_cards);
  }
};

// What gtest prints for a parameter: the setting's name, not its bytes.
inline void PrintTo(const SampleSetting& s, std::ostream* os) { *os << s.name(); }

struct SampledPosition {
  std::uint64_t seed;
  Position pos;
  bool winnable;  // by the brute-force oracle
};

// Position c of the setting's sample; `salt` keeps the samples of different
// tests apart.
inline SampledPosition sample_position(const SampleSetting& st, std::uint64_t salt, int c) {
  const std::uint64_t seed =
      salt * static_cast<std::uint64_t>(st.piles_per_owner * 7 + st.owners * 3 + st.preplaced) +
      static_cast<std::uint64_t>(c);
  Position pos = random_position(seed, st.variant(), st.left, st.pile_cards);
  std::vector<Rank> ranks;
  for (Card card : pos.deal.stock) ranks.push_back(card.rank());
  testing::CalculationReference oracle(ranks, st.variant(), pos.state);
  const bool winnable = oracle.winnable();
  return {seed, std::move(pos), winnable};
}

}  // namespace reckon::calculation
