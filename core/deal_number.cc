#include "core/deal_number.h"

#include <utility>

namespace reckon {

Deck deal_permutation(std::uint64_t n) {
  Deck deck;
  for (int i = 0; i < kDeckSize; ++i) deck[i] = Card::from_deck_index(i);
  SplitMix64 rng(n);
  for (int i = kDeckSize - 1; i >= 1; --i) {
    const auto j = static_cast<int>(rng.uniform(static_cast<std::uint64_t>(i) + 1));
    std::swap(deck[i], deck[j]);
  }
  return deck;
}

}  // namespace reckon
