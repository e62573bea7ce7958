#include "api/request_parts.h"

namespace reckon::api {

calculation::Variant calculation_variant(Game game, const Variant& v) {
  calculation::Variant out;
  out.preplaced = v.preplaced;
  if (game == Game::kCalculation) {
    if (v.waste < 1 || v.waste > 8)
      throw InputError("--waste " + std::to_string(v.waste) +
                       ": Calculation has 1 to 8 waste piles");
    out.piles_per_owner = v.waste;
    return out;
  }
  if (v.waste_per_player < 1 || v.waste_per_player > 6)
    throw InputError("--waste-per-player " + std::to_string(v.waste_per_player) +
                     ": 1 to 6 piles per player");
  out.owners = 2;
  out.piles_per_owner = v.waste_per_player;
  out.expert = v.expert;
  return out;
}

solver::Limits limits_of(const Budget& b) {
  solver::Limits l;
  l.max_nodes = b.max_nodes;
  l.max_seconds = b.max_seconds;
  l.max_memory_mib = b.max_memory_mib;
  return l;
}

}  // namespace reckon::api
