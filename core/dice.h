#pragma once
// Random choices of the fallible players: SplitMix64 (deal_number.h), so a
// seed replays the same game anywhere. Not for deal numbers: those draw by
// rejection (SplitMix64::uniform), these by plain modulo, as they always have.
#include <cstdint>

#include "core/deal_number.h"

namespace reckon {

class Dice {
 public:
  explicit Dice(std::uint64_t seed) : bits_(seed) {}
  // In [0, 1), 53 random bits.
  double uniform() { return static_cast<double>(bits_.next() >> 11) * 0x1.0p-53; }
  std::uint64_t below(std::uint64_t n) { return bits_.next() % n; }

 private:
  SplitMix64 bits_;
};

}  // namespace reckon
