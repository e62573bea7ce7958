#pragma once
// How hard a Fourteen Out deal is, measured (never guessed), and what hint
// needs about a position. The figures and how they make a score are in
// fourteen_tier.h.
#include <cstdint>
#include <string>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"
#include "jobs/curation/calculation_difficulty.h"  // DecisionProfile
#include "strategies/fourteen_solver.h"

namespace reckon::cli {

struct FourteenRates {
  bool simple = false,
       deepest = false;      // the deterministic players (core/games/fourteen/players.h)
  double deepest_noisy = 0;  // share of seeds a fallible deepest player wins
  double random = 0;         // share of seeds a random player wins
  int seeds = 0;
};

// Fallible players, `seeds` games each (seeds 1..seeds): the deepest player
// takes a legal pair chosen at random at 20 % of its turns (a sensible player
// who does not always look); the random player takes a legal pair chosen at
// random at every turn (what a deal forgives).
inline constexpr double kDeepestNoise = 0.20;
FourteenRates fourteen_heuristic_rates(const fourteen::Deal& deal, int seeds);

// The legal pairs of a position (the cards left), one per pair of columns
// whose exposed cards sum to the target, columns ascending.
fourteen::MoveList legal_pairs(const fourteen::Board& board, const fourteen::Deal& deal,
                               fourteen::Mask cards);

// Player difficulty along `line` (a winning line from the deal's start): at
// every position on it with more than one distinct legal pair (pairs that
// lead to the same position up to interchangeable columns count once), how
// many of them still win, each asked of `solver` (its node budget bounds the
// work: an undecided one counts as unknown, not as a win or a loss). A
// decision is critical when fewer than half of its pairs win.
DecisionProfile fourteen_player_difficulty(const fourteen::Deal& deal,
                                           const fourteen::MoveList& line, FourteenSolver& solver);

// "Finishes by itself": taking safe pairs alone (rule safe-pair,
// core/games/fourteen/dominance.h: a pair some winning line takes anyway, if
// any line wins) clears the table. Every step is then forced or harmless: an
// automatic finish could play it out without ever losing a won game.
bool finishes_by_itself(const fourteen::Deal& deal, fourteen::Mask cards);

// Why an unwinnable deal is lost, in one line: a rank class that can not be
// paired off in any order as dealt (rule class-cycle, dead_end.h: 199 of the
// 725 unwinnable deals among 1..10,000), no pair at the start (34), or else
// how many positions the proof took (`nodes`).
std::string unwinnable_reason(const fourteen::Deal& deal, std::uint64_t nodes);

}  // namespace reckon::cli
