#include "jobs/curation/calculation_difficulty.h"

#include <vector>

#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"
#include "players/fair_player.h"
#include "players/named_player.h"

namespace reckon::curation {
namespace {

bool won(const calculation::Deal& deal, const calculation::Variant& v,
         const calculation::MoveList& moves) {
  return calculation::replay(deal, v, moves).status == calculation::ReplayResult::Status::kWon;
}

// The seed of run `run` (1, 2, ...) on a deal: the deal's name mixed in, so
// that deals do not share their draws.
std::uint64_t run_seed(int run, const calculation::Deal& deal) {
  std::string name;
  for (Card c : deal.stock) name += static_cast<char>(c.bits());
  return players::deal_seed(static_cast<std::uint64_t>(run), name);
}

std::vector<calculation::MoveList> human_games(const calculation::Deal& deal,
                                               const calculation::Variant& v,
                                               const CurationPlayers& p) {
  std::vector<calculation::MoveList> games;
  for (int s = 1; s <= p.human_seeds; ++s)
    for (calculation::Strategy st : {calculation::Strategy::kRuns, calculation::Strategy::kSimple})
      games.push_back(calculation::play(deal, v, st, p.human_noise, run_seed(s, deal)));
  return games;
}

}  // namespace

std::string CurationPlayers::describe(const calculation::Variant& v) const {
  players::FairSettings fair;
  fair.optimal_below = fair_optimal_below;
  return "human: runs and simple v" +
         std::to_string(players::player_version(players::Player::kRuns)) + " noise " +
         std::to_string(human_noise).substr(0, 4) + " seeds 1-" + std::to_string(human_seeds) +
         "; fair v" + std::to_string(players::player_version(players::Player::kFair)) +
         " samples " + std::to_string(fair_samples) + " optimal-below " +
         std::to_string(players::resolved(fair, v).optimal_below) + " runs 1-" +
         std::to_string(fair_runs) + "; choice nodes " + std::to_string(choice_nodes);
}

HumanMeasure measure_human(const calculation::Deal& deal, const calculation::Variant& v,
                           const CurationPlayers& p) {
  HumanMeasure m;
  for (const calculation::MoveList& g : human_games(deal, v, p)) {
    ++m.games;
    m.wins += won(deal, v, g);
    for (const calculation::Move& move : g) m.home += move.to_foundation();
  }
  return m;
}

FairMeasure measure_fair(const calculation::Deal& deal, const calculation::Variant& v,
                         const CurationPlayers& p, ForgivenessCounter* counter) {
  FairMeasure m;
  if (counter) counter->start(deal);
  m.counted = counter != nullptr;
  for (int r = 1; r <= p.fair_runs; ++r) {
    players::FairSettings settings;
    settings.samples = p.fair_samples;
    settings.optimal_below = p.fair_optimal_below;
    settings.seed = run_seed(r, deal);
    players::FairPlayer fair(v, settings);
    const calculation::MoveList g = fair.play(deal);
    if (fair.undecided_solves() > 0) m.undecided = true;
    ++m.runs;
    m.wins += won(deal, v, g);
    if (counter) counter->add_game(g, m.forgiveness);
  }
  return m;
}

}  // namespace reckon::curation
