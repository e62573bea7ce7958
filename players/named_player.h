#pragma once
// Every named player of the Calculation family behind one call, so that
// analyze, curate, play, hint and the claims checker name them alike:
//   simple, runs  heuristic players that never look at the stock
//                 (core/games/calculation/players.h);
//   planner       a perfect-information player without search: it sees the
//                 stock, so it is no player of the real game;
//   fair          the strong player that never sees the stock
//                 (players/fair_player.h).
#include <optional>
#include <string>
#include <string_view>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "players/fair_player.h"
#include "reckon/vocabulary.h"

namespace reckon::players {

// The vocabulary's players (reckon/vocabulary.h); these calls take the
// Calculation family's: simple, runs, planner, fair.
using reckon::Player;

// Any case; none for another name, perfect, or Fourteen Out's players.
std::optional<Player> player_from_name(std::string_view name);
std::string_view player_name(Player p);
std::string player_names();  // "simple, runs, planner or fair"
// Whether the player decides without seeing the order of the stock.
bool plays_fair(Player p);
// A version that changes whenever the player's play changes, for results
// stores: a store is never resumed by a player that plays differently.
int player_version(Player p);

// A seed for one deal of a run: the run's seed mixed with the deal's name,
// so that deals do not share their draws.
std::uint64_t deal_seed(std::uint64_t run_seed, std::string_view deal_key);

// Throws InputError when the player does not play the variant: runs and
// the planner do not play Experte; a small deck (Variant::ranks) is played
// by fair, simple and runs, and its fair player needs exact_below 0 and an
// endgame of at least 4 cards (the exact solver plays 13 ranks only).
void check_plays(Player p, const calculation::Variant& v, const FairSettings& fair = {});

// Plays the deal once from its start (fair uses `fair`; the others ignore it).
calculation::MoveList play_deal(const calculation::Deal& deal, const calculation::Variant& v, Player p,
                                const FairSettings& fair = {});

}  // namespace reckon::players
