#pragma once
// The local search's moves on a stock order: swap two cards, move one card
// elsewhere, or reverse a short run. Calculation ignores suits, so a move
// that would only exchange cards of one rank is drawn again: every move
// changes the order of ranks the player meets.
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/deal_number.h"

namespace reckon::construction {

// Changes `stock` by one move drawn from `bits` (the same bits, the same move).
void mutate_stock(std::vector<Card>& stock, SplitMix64& bits);

}  // namespace reckon::construction
