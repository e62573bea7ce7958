#pragma once
// The mirror image of a deal: every column turned upside down (its first
// dealt card becomes its exposed one). A deal can be won exactly when its
// mirror can, and a winning line of the mirror, read backwards, wins the
// deal.
//
// Proof. Let m_1 .. m_n win deal D. When m_i is made, every card above its
// two cards is gone (taken by m_1 .. m_{i-1}) and every card beneath them is
// still there, to be taken by m_{i+1} .. m_n (nothing else takes cards).
// In the mirror D' "above" and "beneath" trade places, so playing m_n,
// m_{n-1}, .. m_1 on D', when m_i's turn comes the cards above its two
// cards in D' (those beneath them in D) are gone, taken by m_{i+1} .. m_n:
// both are exposed, in two different columns, and sum to the target. So the
// reversed line wins D'. The mirror of D' is D, so the converse holds too.
//
// Why bother: a search proves a deal lost by going through its positions,
// and the two directions can differ a lot. Of the unwinnable deals among
// 1..30000, both directions need about 1,100 positions on average, but the
// cheaper of the two only 56 (doc/fourteen.md).
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"

namespace reckon::fourteen {

// D' above: each column's cards in the opposite order (suits kept).
Deal mirrored(const Deal& deal);

// A line of the mirror as a line of the deal: the same pairs (the same
// cards in the same columns), last first.
MoveList mirrored(const MoveList& moves);

}  // namespace reckon::fourteen
