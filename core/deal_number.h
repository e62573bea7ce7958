#pragma once
// Deal numbers (doc/rules.md, "Deal numbers"): a public, permanent contract.
// Deal N is the Fisher-Yates shuffle of the suit-major deck driven by
// SplitMix64 seeded with N. Never change this code's output.
#include <array>
#include <cstdint>

#include "core/card.h"

namespace reckon {

using Deck = std::array<Card, kDeckSize>;

// SplitMix64, exactly as doc/rules.md writes it.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Unbiased draw in [0, n) by rejection, as doc/rules.md defines it.
  std::uint64_t uniform(std::uint64_t n) {
    // limit = floor(2^64 / n) * n = 2^64 - (2^64 mod n), computed mod 2^64;
    // it wraps to 0 when n divides 2^64, and then every draw is accepted.
    return uniform(n, 0 - ((0 - n) % n));
  }
  // The same with the limit worked out by the caller.
  std::uint64_t uniform(std::uint64_t n, std::uint64_t limit) {
    for (;;) {
      const std::uint64_t x = next();
      if (limit == 0 || x < limit) return x % n;
    }
  }
  // The whole state: SplitMix64(state()) continues this sequence exactly
  // (a long job's checkpoint keeps it).
  std::uint64_t state() const { return state_; }

 private:
  std::uint64_t state_;
};

// The permutation p[0..51] of deal N.
Deck deal_permutation(std::uint64_t n);

}  // namespace reckon
