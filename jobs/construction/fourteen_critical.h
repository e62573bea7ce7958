#pragma once
// The forced moves of a winnable Fourteen Out deal, counted along a winning
// line: before each move (a pair of column tops that sum to 14), the
// distinct pairs there (pairs leading to the same position up to
// interchangeable columns count once) are decided by the exact solver. A
// move is forced when there are two or more distinct pairs and exactly one
// of them keeps the deal winnable; the share is forced moves over all moves
// of the line (26 for the standard deal).
//
// As for the Calculation family (critical_decisions.h), the line is the
// solver's, its own pair wins, a position stops being examined once a
// second pair wins, and a verdict a node budget leaves open marks the count
// undecided.
#include <cstdint>

#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"
#include "jobs/construction/critical_decisions.h"
#include "strategies/fourteen_solver.h"

namespace reckon::construction {

// `solver` decides each alternative pair (its forward table is kept across
// the positions of one deal). Returns turns = the line's moves, choices =
// those with two or more distinct pairs, critical = the forced ones.
CriticalDecisions count_forced_moves(const fourteen::Deal& deal, const fourteen::MoveList& line,
                                     strategies::FourteenSolver& solver);

}  // namespace reckon::construction
