#pragma once
// Rule "focus": at each position, branch only on the moves of a few exposed
// cards (a stubborn set in the sense of partial-order reduction).
//
// Pick an exposed card e and grow a set K of exposed cards from it: for
// each card k in K and each partner of k that is still covered (in another
// column), add the exposed card of that partner's column. Claim: if the
// position can be won, some winning line starts with a move that takes a
// card of K. Proof: every winning line takes e, so it has a first move m
// that takes a card k of K. m's other card w was exposed from the start:
// otherwise w is a covered partner of k, the exposed card of w's column is
// in K, and it must leave before w is uncovered, i.e. before m, against the
// choice of m. Every move before m keeps away from k and w (they are still
// there at m), so m can be made first and the rest of the line follows
// unchanged (taking cards earlier never makes a move illegal). Hence only
// the moves touching K need children; and if none is possible right now, no
// line wins. The search takes the e that leaves the fewest moves. (Game asks
// only when a position has more than Game::kFocusAbove moves, and only once
// its first child has failed: trying that child as well, whatever the rule
// says, tries more moves than the rule needs, which never hides a win.)
#include <cstdint>

#include "core/games/fourteen/board.h"

namespace reckon::fourteen {

// The exposed cards of position `cards` whose moves are enough to try (see
// above). Returns a mask of card ids (all ones when no start does better
// than every move); 0 when no line can win.
Mask focus(const Board& b, Mask cards);

}  // namespace reckon::fourteen
