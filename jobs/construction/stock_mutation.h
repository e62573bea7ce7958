#pragma once
// The local search's moves on a stock order: swap two cards, move one card
// elsewhere, or reverse a short run. Calculation ignores suits, so a move
// that would only exchange cards of one rank is drawn again: every move
// changes the order of ranks the player meets. With a reach, a move stays
// local: its second card at most `reach` places from its first, a reversed
// run at most reach + 1 cards long (the landscape is smoother, each step
// smaller).
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/deal_number.h"

namespace reckon::construction {

// Changes `stock` by one move drawn from `bits` (the same bits, the same
// move); reach 0: anywhere (the draws of stores made before reach existed).
void mutate_stock(std::vector<Card>& stock, SplitMix64& bits, int reach = 0);

}  // namespace reckon::construction
