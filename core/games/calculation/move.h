#pragma once
// One primitive move of the Calculation family, as a person makes it:
// turn the stock's top card onto a foundation or a waste pile, or move a
// waste pile's top card onto a foundation. Numbers are 0-based here and
// 1-based in every printed form.
#include <cstdint>
#include <vector>

#include "core/card.h"

namespace reckon::calculation {

struct Move {
  enum class Kind : std::uint8_t { kStockToFoundation, kStockToPile, kPileToFoundation, kPass };
  Kind kind = Kind::kPass;
  std::uint8_t pile = 0;        // kStockToPile: destination; kPileToFoundation: source
  std::uint8_t foundation = 0;  // kStockToFoundation / kPileToFoundation: destination
  Card card;                    // the card moved (as dealt, with its suit if known)

  bool from_stock() const { return kind == Kind::kStockToFoundation || kind == Kind::kStockToPile; }
  bool to_foundation() const { return kind == Kind::kStockToFoundation || kind == Kind::kPileToFoundation; }
  friend bool operator==(const Move&, const Move&) = default;
};

using MoveList = std::vector<Move>;

}  // namespace reckon::calculation
