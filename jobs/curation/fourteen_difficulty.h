#pragma once
// What Fourteen Out's curation and hint ask of a position: its legal pairs,
// whether it finishes by itself, and why a lost deal is lost. The
// difficulty figures are in fourteen_player_games.h, the score in
// fourteen_tier.h.
#include <cstdint>
#include <string>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"
#include "strategies/fourteen_solver.h"

namespace reckon::curation {

// The legal pairs of a position (the cards left), one per pair of columns
// whose exposed cards sum to the target, columns ascending.
fourteen::MoveList legal_pairs(const fourteen::Board& board, const fourteen::Deal& deal,
                               fourteen::Mask cards);

// "Finishes by itself": taking safe pairs alone (rule safe-pair,
// core/games/fourteen/dominance.h: a pair some winning line takes anyway, if
// any line wins) clears the table. Every step is then forced or harmless: an
// automatic finish could play it out without ever losing a won game.
bool finishes_by_itself(const fourteen::Deal& deal, fourteen::Mask cards);

// Why an unwinnable deal is lost, in one line: a rank class that can not be
// paired off in any order as dealt (rule class-cycle, dead_end.h: 199 of the
// 725 unwinnable deals among 1..10,000), no pair at the start (34), or else
// that every line was searched. No search effort: a list names what the
// deal is, not what our search spent on it.
std::string unwinnable_reason(const fourteen::Deal& deal);

}  // namespace reckon::curation
