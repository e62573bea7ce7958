#pragma once
// A primitive move applied to a State, without checking it: for moves already
// known to be legal (a line the replayer accepted, a player's own choice).
// The independent check of a line is replay.h, which shares none of this.
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

inline void apply_move(State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kStockToFoundation:
      ++s.found[m.foundation];
      ++s.next;
      break;
    case Move::Kind::kStockToPile:
      s.push(m.pile, s.next);
      ++s.next;
      break;
    case Move::Kind::kPileToFoundation:
      s.pop(m.pile);
      ++s.found[m.foundation];
      break;
    case Move::Kind::kPass: break;
  }
}

// The position a legal line leads to from the deal's start.
inline State state_after(const Variant& v, const MoveList& moves) {
  State s = initial_state(v);
  for (const Move& m : moves) apply_move(s, m);
  return s;
}

}  // namespace reckon::calculation
