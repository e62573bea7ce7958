#include "core/deal_number.h"

#include <utility>

namespace reckon {

namespace {

// SplitMix64::uniform(n)'s rejection limit for each n a shuffle draws with,
// worked out once: the draw then takes one division where it took two, and
// dealing is a measurable part of a Fourteen Out deal's few microseconds.
constexpr std::array<std::uint64_t, kDeckSize + 1> kLimits = [] {
  std::array<std::uint64_t, kDeckSize + 1> t{};
  for (std::uint64_t n = 1; n <= kDeckSize; ++n) t[n] = 0 - ((0 - n) % n);
  return t;
}();

}  // namespace

Deck deal_permutation(std::uint64_t n) {
  Deck deck;
  for (int i = 0; i < kDeckSize; ++i) deck[i] = Card::from_deck_index(i);
  SplitMix64 rng(n);
  for (int i = kDeckSize - 1; i >= 1; --i) {
    const auto bound = static_cast<std::uint64_t>(i) + 1;
    const auto j = static_cast<int>(rng.uniform(bound, kLimits[bound]));
    std::swap(deck[i], deck[j]);
  }
  return deck;
}

}  // namespace reckon
