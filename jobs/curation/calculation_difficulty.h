#pragma once
// How hard a Calculation-family deal is, measured (never guessed):
//   search effort      nodes the solver needs to decide it;
//   player difficulty  along the solver's winning line, at every turned card
//                      with a real choice, how many of the legal placements
//                      still win (each asked of the solver); a decision is
//                      critical when fewer than half of its choices win;
//   heuristic rates    whether the named players win it, and how often
//                      fallible versions of them win it over many seeds.
// The tiers combine them (see tier.h).
#include <cstdint>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "strategies/calculation_solve.h"

namespace reckon::cli {

struct HeuristicRates {
  bool simple = false, runs = false, planner = false;  // the deterministic players
  double simple_noisy = 0;   // share of seeds a fallible simple player wins
  double planner_noisy = 0;  // share of seeds a fallible planner wins
  int seeds = 0;
};

// Fallible players, `seeds` games each: the planner takes a random choice at
// 5 % of its turns (a good player's occasional slip), the simple player puts
// 10 % of its cards on a random pile.
inline constexpr double kPlannerNoise = 0.05;
inline constexpr double kSimpleNoise = 0.10;
HeuristicRates heuristic_rates(const calculation::Deal& deal, const calculation::Variant& v, int seeds);

struct DecisionProfile {
  int decisions = 0;        // turned cards with more than one distinct placement
  int choices = 0;          // placements over those decisions
  int winning_choices = 0;  // of which the solver proved still winnable
  int unknown_choices = 0;  // of which it could not decide within the budget
  int critical = 0;         // decisions where fewer than half the choices win
  double winning_share() const { return choices ? static_cast<double>(winning_choices) / choices : 1.0; }
  // One decision: `options` distinct choices, `winning` of them proven to win.
  void add_decision(int options, int winning) {
    ++decisions;
    choices += options;
    winning_choices += winning;
    if (2 * winning < options) ++critical;
  }
};

// `line`: a winning line from the deal's start; `solver` decides each
// alternative (its node budget bounds the work: undecided ones are counted
// as unknown, not as wins or losses).
DecisionProfile player_difficulty(const calculation::Deal& deal, const calculation::Variant& v,
                                  const calculation::MoveList& line, CalculationSolver& solver);

// The State a list of legal moves leads to from the deal's start.
using calculation::state_after;  // core/games/calculation/apply_move.h

}  // namespace reckon::cli
