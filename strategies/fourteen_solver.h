#pragma once
// The Fourteen Out solver that `reckon solve`, `analyze` and `bench` share:
// the generic depth-first search on the deal, and (rule "mirror") on its
// upside-down mirror image as well, in turns; the winning line it finds is
// replayed by the independent checker before anyone sees it.
//
// Rule "mirror" (core/games/fourteen/reverse.h): a deal and its mirror are
// won or lost together, and a line of one, reversed, wins the other. How
// many positions a proof takes differs a lot between the two directions, so
// the solver searches them in turns with a node budget that doubles every
// second run (the first budget twice, then twice that, ...), each direction
// keeping its own table between runs, until one of them decides. The cost
// is at most about four times that of the cheaper direction, and a deal one
// direction finds hard costs far less than searching that direction alone.
// The verdict is the one that direction's search proved. The direction
// whose first row offers fewer moves goes first, and each is set up only
// when its first run comes (fourteen_solver.cc).
#include <cstdint>

#include "core/games/fourteen/game.h"
#include "reckon/vocabulary.h"
#include "solver/depth_first_search.h"

namespace reckon::strategies {

struct FourteenOutcome {
  solver::Verdict verdict = solver::Verdict::kUnknown;
  solver::SearchStats stats;  // both directions, every run
  double seconds = 0;
  StopReason stopped_by = StopReason::kNone;
  fourteen::MoveList moves;  // winnable: the whole line from the deal's start
  fourteen::RuleCounts rules;
  bool mirrored = false;  // the search of the mirror image decided
};

// One solver for many deals: the games, tables and searches are reused, so
// a warm solver allocates nothing per deal.
class FourteenSolver {
 public:
  // The memory budget is shared by the two directions' tables.
  FourteenSolver(const fourteen::Pruning& pruning, const solver::Limits& limits);
  // The deal must be valid (fourteen::validate). Throws InternalError if a
  // winning line fails its replay.
  FourteenOutcome solve(const fourteen::Deal& deal);
  // The position the legal moves `played` lead to from the deal's start,
  // searched forward only (a position part-way through has no mirror image
  // among the mirrored deal's positions). A position proven lost is lost
  // whatever root it was reached from, so the forward table is kept between
  // calls for the same deal: asking about many positions of one deal (hints,
  // player difficulty) proves no loss twice. solve() starts afresh. A win's
  // moves are `played` followed by the rest, replayed like solve()'s.
  FourteenOutcome solve_from(const fourteen::Deal& deal, const fourteen::MoveList& played);
  // The search: plain depth-first (see fourteen_solver.cc).
  static solver::SearchOptions search_options();

 private:
  struct Direction {
    Direction(const fourteen::Pruning& pruning, const solver::Limits& limits);
    fourteen::Game game;
    solver::TranspositionTable<fourteen::Key> table;
    solver::DepthFirstSearch<fourteen::Game> search;
  };
  fourteen::Pruning pruning_;
  solver::Limits limits_;
  Direction forward_, mirror_;
  bool forward_kept_ = false;  // forward_'s table holds only proofs of forward_.game's deal
};

// The cards left after the legal moves `moves` from the deal's start.
fourteen::Mask cards_after(const fourteen::Board& board, const fourteen::MoveList& moves);

}  // namespace reckon::strategies
