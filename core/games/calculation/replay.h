#pragma once
// The independent solution checker. It shares no code with the search (only
// the Deal and Move records): piles are plain vectors, a foundation's next
// rank is computed from its top card by doc/rules.md's formula. Every line the
// solver reports as a win is replayed here before it is printed.
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"

namespace reckon::calculation {

struct ReplayResult {
  enum class Status { kWon, kNotWon, kIllegal };
  Status status = Status::kNotWon;
  int move = 0;     // kIllegal: 1-based number of the offending move
  std::string why;  // kIllegal: what is wrong; kNotWon: what is left
  int cards_left = 0;  // kWon, kNotWon: cards not on the foundations (stock included)
};

// Rechenkünstler Experte (variant.expert): a pile's top may move only in its
// owner's turn. The turns follow from the list itself: between the turned
// cards of players P and Q, free moves from P's piles (end of P's turn) come
// before those from Q's piles (start of Q's turn), never after. Once both
// stocks are empty the players keep taking turns, so any order of free moves
// is fine (a turn without a move is a pass). Kind::kPass, allowed only then,
// ends the current player's turn explicitly.
ReplayResult replay(const Deal& deal, const Variant& variant, const MoveList& moves);

}  // namespace reckon::calculation
