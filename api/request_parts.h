#pragma once
// The parts of the API's requests that every call checks the same way: a
// variant, the search rules switched off, a budget. Not part of the public
// header.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "reckon/reckon.h"
#include "core/games/calculation/deal.h"
#include "jobs/common/deal_source.h"
#include "players/fair_player.h"
#include "solver/limits.h"
#include "solver/verdict.h"

// Not part of the public API: hidden from libreckon.so.
#pragma GCC visibility push(hidden)
namespace reckon::api {

// ASCII lower case: names are echoed in messages as the CLI's parser gives them.
std::string lower(std::string_view text);
// InputError for a number of piles out of range, and for a small deck
// (Variant::ranks) unless small_deck_allowed (deal, verify, play).
calculation::Variant calculation_variant(Game game, const Variant& v, bool small_deck_allowed = false);
// The other way: a checked game variant as the API's (the other game's fields at their defaults).
Variant api_variant(const calculation::Variant& v);
solver::Limits limits_of(const Budget& b);
// InputError for more than one source given.
jobs::DealSource source_of(const DealSpec& spec);
Verdict verdict_of(solver::Verdict v);
// Unchecked (analysis::check_fair_settings checks).
players::FairSettings fair_settings_of(const FairPlayer& f);

// The rules a request switches off, each checked against the game's names.
template <class Pruning, std::size_t N>
Pruning pruning_of(Game game, const std::vector<std::string>& off,
                   const std::array<std::string_view, N>& names) {
  Pruning p;
  for (const std::string& rule : off) {
    const auto it = std::find(names.begin(), names.end(), rule);
    if (it == names.end())
      throw InputError("--no-" + rule + ": " + std::string(game_name(game)) +
                       " has no search rule \"" + rule + "\"");
    p.on[static_cast<std::size_t>(it - names.begin())] = false;
  }
  return p;
}

}  // namespace reckon::api
#pragma GCC visibility pop
