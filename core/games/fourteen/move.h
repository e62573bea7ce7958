#pragma once
// One move of Fourteen Out: two exposed cards of two different columns
// whose ranks sum to the target, taken off together. Columns are 0-based
// here and 1-based in every printed form.
#include <array>
#include <cstdint>
#include <vector>

#include "core/card.h"

namespace reckon::fourteen {

struct Move {
  std::array<std::uint8_t, 2> columns{};
  std::array<Card, 2> cards{};  // as dealt (with suits when known); empty when not stated
  friend bool operator==(const Move&, const Move&) = default;
};

using MoveList = std::vector<Move>;

}  // namespace reckon::fourteen
