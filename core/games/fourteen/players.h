#pragma once
// Named heuristic players for Fourteen Out: they see the whole layout (it
// lies face up) but do not plan ahead. They play a deal once and return
// their moves (the caller replays them to see whether they won).
//
//   simple   takes the first pair it finds, scanning the columns left to
//            right for the first card and then for its partner.
//   deepest  frees the deep columns first: of the pairs on the table it
//            takes the one whose two columns hold the most cards (ties:
//            the first found), the usual advice to people.
//
// doc/rules.md defines no simple strategy for Fourteen Out; these two are this
// project's readings, named so that every figure says which one it used.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/move.h"

namespace reckon::fourteen {

enum class Strategy { kSimple, kDeepest };

std::string_view strategy_name(Strategy s);
std::optional<Strategy> strategy_from_name(std::string_view name);
std::string strategy_names();  // "simple or deepest"

// noise > 0: a fallible version: with probability `noise` a move is a pair
// chosen at random among those on the table. The same seed, the same game.
MoveList play(const Deal& deal, Strategy s, double noise = 0, std::uint64_t seed = 0);

}  // namespace reckon::fourteen
