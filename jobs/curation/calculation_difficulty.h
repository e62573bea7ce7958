#pragma once
// How hard a Calculation-family deal is for people, measured with players
// who never see the stock (never with the search's effort):
//   forgiveness   along their games, how many placements keep the deal
//                 winnable, and how many decisions are critical
//                 (calculation_forgiveness.h);
//   fair chance   the share of seeded runs the fair player
//                 (players/fair_player.h) wins.
// The human-like players are `runs` and `simple` (core/games/calculation/
// players.h) misplacing a share of their cards at random, each over a few
// seeds. Everything here is a function of the deal, the players and their
// seeds: the same on any machine, under any load, with any search rule
// switched off. The score and the tiers are in calculation_tier.h.
#include <cstdint>
#include <string>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/pruning.h"
#include "jobs/curation/calculation_forgiveness.h"
#include "jobs/curation/decision_profile.h"
#include "players/fair_player.h"

namespace reckon::curation {

// The players curation measures with, and their seeds (seeds 1..n).
struct CurationPlayers {
  int human_seeds = 16;       // games of runs and of simple, each
  double human_noise = 0.10;  // share of their cards they put on a random pile
  int fair_runs = 4;          // games of the fair player
  int fair_samples = 256;     // its orders drawn per decision (its default)
  int fair_optimal_below =
      players::FairSettings{}.optimal_below;  // its endgame (-1: the variant's default)
  std::uint64_t choice_nodes =
      10'000'000;  // node budget of one forgiveness solve (a hit: not scored)
  // For list headers and results stores: every setting and the players'
  // versions, so that figures from other players are never mixed in.
  std::string describe(const calculation::Variant& v) const;
};

// Stage 1 (every deal, cheap: no solves): how many of the human-like
// players' games win.
struct HumanMeasure {
  int games = 0, wins = 0;
  int home = 0;  // the cards their games brought to the foundations, summed
  double lost_share() const { return games ? 1 - static_cast<double>(wins) / games : 1.0; }
};

// Stage 2 (candidates only, about 60 times dearer): the fair player's runs,
// and forgiveness along its games.
struct FairMeasure {
  int runs = 0, wins = 0;
  bool undecided = false;  // a budgeted solve inside the fair player ran out: not scored
  bool counted = false;    // forgiveness measured
  Forgiveness forgiveness;
  double chance() const { return runs ? static_cast<double>(wins) / runs : 0.0; }
};

HumanMeasure measure_human(const calculation::Deal& deal, const calculation::Variant& v,
                           const CurationPlayers& players);
// `counter` null: the fair player's runs only (what the tiers need), no
// forgiveness (nine tenths of the cost).
FairMeasure measure_fair(const calculation::Deal& deal, const calculation::Variant& v,
                         const CurationPlayers& players, ForgivenessCounter* counter);

// The State a list of legal moves leads to from the deal's start.
using calculation::state_after;  // core/games/calculation/apply_move.h

}  // namespace reckon::curation
