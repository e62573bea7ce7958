#include "tools/calculation_play.h"

#include <ostream>

#include "api/play_run.h"
#include "api/request_reader.h"
#include "jobs/common/calculation_family.h"
#include "players/named_player.h"

namespace reckon::cli {

void add_play_options(po::options_description& desc) {
  desc.add_options()  //
      ("strategy", po::value<std::string>()->default_value("fair"),
       "the player: fair, simple, runs (these never see the stock) or planner (sees it)")  //
      ("seed", po::value<std::string>()->default_value("0"),
       "fair: where its draws of the hidden stock start")  //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "fair: orders of the face-down cards it draws for each decision")  //
      (
          "exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
          "fair: judge placements by the exact solver too once at most this many cards are face "
          "down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "fair: play the exact optimum, free moves included, once at most this many cards are face "
       "down "
       "(0: never; -1: 6 in Calculation, 5 in Rechenkuenstler)");
  add_ranks_option(desc);
}

int play_command(const api::OptionValues& o, std::ostream& out) {
  const api::PlayRun run = api::run_play(api::read_play_request(o));
  if (o.given("json")) {
    out << api::play_json(run) << "\n";
  } else {
    out << (run.request.game == api::Game::kCalculation ? "Calculation, " : "Rechenkünstler, ")
        << run.source.label << ", " << jobs::describe_variant(run.variant) << "\n";
    out << "Player: " << players::player_name(run.player);
    if (run.player == players::Player::kFair)
      out << " (seed " << run.fair.seed << ", " << run.fair.samples << " samples)";
    out << (players::plays_fair(run.player) ? ", never sees the stock" : ", sees the stock")
        << "\n";
    out << "Result: " << (run.won ? "won" : "lost") << (run.won ? "" : " (" + run.why + ")")
        << "\n";
    print_line(out, run.moves, run.variant, api::read_names(o),
               run.won ? "Its winning game" : "Its game");
  }
  return run.won ? kExitWinnable : kExitUnwinnable;
}

}  // namespace reckon::cli
