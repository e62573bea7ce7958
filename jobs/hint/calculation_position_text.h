#pragma once
// A Calculation-family position in one line, as `reckon hint` and api::hint
// show it: "foundations: 5 4 6 8 (they need 10 8 Q 3); waste 1: 7♦ 3♣;
// ...; stock: 12 cards, next 9♥".
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/state.h"

namespace reckon::hint {

std::string describe_calculation_position(const calculation::Deal& deal,
                                          const calculation::Variant& v,
                                          const calculation::State& s);

}  // namespace reckon::hint
