#include "tools/calculation_play.h"

#include <ostream>

#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "players/named_player.h"
#include "strategies/calculation_solve.h"
#include "jobs/analysis/calculation_analyzer.h"

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

int calculation_play(const po::variables_map& vm, jobs::Family family, std::ostream& out) {
  calculation::Variant v = read_variant(vm, family);
  read_ranks(vm, v);
  const std::string name = vm["strategy"].as<std::string>();
  const auto player = players::player_from_name(name);
  if (!player) throw UsageError("--strategy " + name + ": expected " + players::player_names());
  const players::FairSettings fair = fair_settings(vm);
  players::check_plays(*player, v, fair);
  if (family == jobs::Family::kRechenkuenstler)
    player_names(vm);  // reject a bad --names before playing
  jobs::DealSource src;
  const calculation::Deal deal = jobs::load_deal(read_source(vm), v, &src);
  const calculation::MoveList moves = players::play_deal(deal, v, *player, fair);
  const auto check = calculation::replay(deal, v, moves);
  if (check.status == calculation::ReplayResult::Status::kIllegal)
    throw InternalError("the " + std::string(players::player_name(*player)) + " player made an illegal move " +
                        std::to_string(check.move) + ": " + check.why);
  const bool won = check.status == calculation::ReplayResult::Status::kWon;
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", jobs::family_name(family));
    write_source(w, src);
    jobs::write_variant_json(w, v);
    w.member("strategy", std::string(players::player_name(*player)));
    w.member("sees_stock", !players::plays_fair(*player));
    if (*player == players::Player::kFair) w.member("seed", fair.seed).member("samples", fair.samples);
    w.member("won", won);
    write_moves_json(w, moves, v);
    std::string notation;
    for (const auto& m : moves) notation += (notation.empty() ? "" : " ") + calculation::move_notation(m, v);
    w.member("notation", notation);
    w.end_object();
    out << w.str() << "\n";
  } else {
    out << (family == jobs::Family::kCalculation ? "Calculation, " : "Rechenkünstler, ")
        << src.label << ", " << jobs::describe_variant(v) << "\n";
    out << "Player: " << players::player_name(*player);
    if (*player == players::Player::kFair) out << " (seed " << fair.seed << ", " << fair.samples << " samples)";
    out << (players::plays_fair(*player) ? ", never sees the stock" : ", sees the stock") << "\n";
    out << "Result: " << (won ? "won" : "lost") << (won ? "" : " (" + check.why + ")") << "\n";
    print_line(out, moves, v, vm, won ? "Its winning game" : "Its game");
  }
  return won ? kExitWinnable : kExitUnwinnable;
}

}  // namespace reckon::cli
