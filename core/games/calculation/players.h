#pragma once
// Named heuristic players: how people (or simple programs) play without
// looking ahead in the stock. They play a deal once and return their moves
// (the caller replays them to see whether they won).
//
//   simple   doc/rules.md's "simple strategy", exactly as specified there
//            (the seed's simulation player: play what fits, kings on a pile
//            of their own, cover a card only with one needed earlier).
//   runs     simple, but it first builds descending runs: a card goes onto
//            a top that directly follows it in the sequence of a foundation
//            that still needs both, or onto a top of its own rank (the
//            online rules' advice), before simple's choice.
//   planner  a perfect-information player without search: each turn it
//            takes the placement whose optimistic plan (plan.h) costs least.
//            An upper reference for what sensible play achieves.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

enum class Strategy { kSimple, kRuns, kPlanner };

std::string_view strategy_name(Strategy s);
std::optional<Strategy> strategy_from_name(std::string_view name);
std::string strategy_names();  // "simple, runs or planner"

// noise > 0: a fallible version of the player, for difficulty measures: at
// each placement, with probability `noise`, it puts the card on a pile
// chosen at random among its own (the planner: takes a random choice of
// the turn instead of the best one). The same seed gives the same game.
MoveList play(const Deal& deal, const Variant& v, Strategy s, double noise = 0, std::uint64_t seed = 0);
// The same player (without noise) on from position `from` instead of the
// deal's start: its moves from there until it wins or has no move left.
MoveList play_from(const Deal& deal, const Variant& v, const State& from, Strategy s);

// Whether simple or runs, playing on from position s (just before a turn)
// of the deal, wins it. They decide from what is face up (and whether a
// king is still face down), so on a deal whose hidden part was drawn at
// random this is a fair roll-out (the fair player's, players/fair_player.h).
// hold: no free moves before the first turn (the cards the fair player held
// back stay on their piles until after that turn's placement).
bool wins_from(const Deal& deal, const Variant& v, const State& s, Strategy strategy, bool hold = false);
// Where simple or runs puts stock[s.next] at position s (after its free
// moves): the placement it would make. It reads the deal no further than
// the turned card (and whether a king is still face down).
Move placement_at(const Deal& deal, const Variant& v, const State& s, Strategy strategy);

}  // namespace reckon::calculation
