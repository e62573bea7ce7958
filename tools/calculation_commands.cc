#include "tools/calculation_commands.h"

#include <array>
#include <fstream>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>

#include "core/games/calculation/replay.h"
#include "core/games/calculation/sat_model.h"
#include "core/games/calculation/text.h"
#include "core/games/rechenkuenstler/turns.h"
#include "core/json.h"
#include "jobs/common/output.h"
#include "jobs/common/progress_line.h"
#include "reckon/input_error.h"
#include "reckon/vocabulary.h"
#include "strategies/calculation_solve.h"

namespace reckon::cli {
namespace {

void cards_json(json::Writer& w, const std::vector<Card>& cards) {
  w.begin_array();
  for (Card c : cards) w.value(to_ascii(c));
  w.end_array();
}

}  // namespace

void add_calculation_options(po::options_description& desc) {
  desc.add_options()                                                                      //
      ("waste", po::value<int>()->default_value(4), "Calculation: waste piles W (1..8)")  //
      ("no-preplaced",
       "no preplaced foundation bases: a 52-card stock, foundations started optionally");
}

void add_rechenkuenstler_options(po::options_description& desc) {
  desc.add_options()  //
      ("level", po::value<std::string>(),
       "Rechenkünstler difficulty: normal (3 piles each), hard (2 each), expert (3 each, a pile's "
       "top "
       "moves only in its owner's turn), four (4 each). The seed's \"Leicht\" is not defined there "
       "and is "
       "left out.")                                                                            //
      ("waste-per-player", po::value<int>(), "Rechenkünstler: waste piles per player (1..6)")  //
      ("expert",
       "Rechenkünstler: Experte rule (free moves from a pile only in its owner's turn)")  //
      ("names", po::value<std::string>(), "Rechenkünstler: the two players' names, e.g. Anna,Ben");
}

void add_ranks_option(po::options_description& desc) {
  desc.add_options()("ranks", po::value<int>()->default_value(calculation::kFoundationSize),
                     "a small deck of 5, 7 or 11 ranks (doc/rules.md, \"Small decks\"), for measuring the "
                     "players that never see the stock: deal N is deal N's order with the higher ranks "
                     "taken out");
}

void read_ranks(const po::variables_map& vm, calculation::Variant& v) {
  if (!vm.count("ranks")) return;
  v.ranks = vm["ranks"].as<int>();
  try {
    calculation::check_deck(v);
  } catch (const InputError& e) {
    throw UsageError(e.what());  // a wrong option, said as other option errors are
  }
}

calculation::Variant read_variant(const po::variables_map& vm, jobs::Family family) {
  calculation::Variant v;
  v.preplaced = !vm.count("no-preplaced");
  if (family == jobs::Family::kCalculation) {
    for (const char* k : {"level", "waste-per-player", "expert", "names"})
      if (vm.count(k))
        throw UsageError(std::string("--") + k +
                         " is a Rechenkünstler option (--game rechenkuenstler)");
    v.piles_per_owner = vm["waste"].as<int>();
    if (v.piles_per_owner < kMinWaste || v.piles_per_owner > kMaxWaste)
      throw UsageError("--waste " + std::to_string(v.piles_per_owner) +
                       ": Calculation has 1 to 8 waste piles");
    return v;
  }
  if (!vm["waste"].defaulted())
    throw UsageError("Rechenkünstler counts waste piles per player: use --waste-per-player");
  v.owners = 2;
  v.piles_per_owner = 3;
  if (vm.count("level")) {
    const std::string level = vm["level"].as<std::string>();
    const std::optional<Level> named = parse_name<Level>(level);
    if (!named) throw UsageError("--level " + level + ": expected normal, hard, expert or four");
    v.piles_per_owner = level_setting(*named).waste_per_player;
    v.expert = level_setting(*named).expert;
  }
  if (vm.count("waste-per-player")) {
    v.piles_per_owner = vm["waste-per-player"].as<int>();
    if (v.piles_per_owner < kMinWastePerPlayer || v.piles_per_owner > kMaxWastePerPlayer)
      throw UsageError("--waste-per-player " + std::to_string(v.piles_per_owner) +
                       ": 1 to 6 piles per player");
  }
  if (vm.count("expert")) v.expert = true;
  return v;
}

calculation::Pruning read_pruning(const po::variables_map& vm) {
  calculation::Pruning p;
  for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
    if (vm.count("no-" + std::string(calculation::kRuleNames[r]))) p.on[r] = false;
  return p;
}

int calculation_deal(const po::variables_map& vm, jobs::Family family, std::ostream& out) {
  calculation::Variant v = read_variant(vm, family);
  read_ranks(vm, v);
  jobs::DealSource src;
  const calculation::Deal deal = jobs::load_deal(read_source(vm), v, &src);
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", jobs::family_name(family));
    write_source(w, src);
    if (v.small_deck()) w.member("ranks", v.ranks);
    if (v.preplaced) {
      w.key("bases");
      cards_json(w, std::vector<Card>(deal.bases.begin(), deal.bases.end()));
    }
    w.key("stock");
    cards_json(w, deal.stock);
    if (family == jobs::Family::kRechenkuenstler) {
      std::vector<Card> a, b;
      for (std::size_t i = 0; i < deal.stock.size(); ++i) (i % 2 ? b : a).push_back(deal.stock[i]);
      w.key("stock_a");
      cards_json(w, a);
      w.key("stock_b");
      cards_json(w, b);
    }
    w.member("cards", calculation::deal_string(deal, v));
    w.end_object();
    out << w.str() << "\n";
    return 0;
  }
  out << (family == jobs::Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") << src.label
      << (v.small_deck() ? ", a small deck of " + std::to_string(v.ranks) + " ranks" : "") << "\n";
  if (v.preplaced) {
    out << "Foundation bases:";
    for (Card c : deal.bases) out << ' ' << to_pretty(c);
    out << "\n";
  }
  const auto row = [&](const std::string& title, const std::vector<Card>& cards) {
    out << title << "\n";
    for (std::size_t i = 0; i < cards.size(); i += 12) {
      out << "  " << std::setw(2) << i + 1 << "-" << std::setw(2) << std::min(cards.size(), i + 12)
          << ":";
      for (std::size_t j = i; j < std::min(cards.size(), i + 12); ++j)
        out << ' ' << to_pretty(cards[j]);
      out << "\n";
    }
  };
  if (family == jobs::Family::kCalculation) {
    row("Stock, in the order it is turned:", deal.stock);
  } else {
    std::vector<Card> a, b;
    for (std::size_t i = 0; i < deal.stock.size(); ++i) (i % 2 ? b : a).push_back(deal.stock[i]);
    row("Player A's stock (top card first; A starts):", a);
    row("Player B's stock (top card first):", b);
  }
  out << "Card string: " << calculation::deal_string(deal, v) << "\n";
  return 0;
}

int calculation_verify(const po::variables_map& vm, jobs::Family family, std::ostream& out) {
  calculation::Variant v = read_variant(vm, family);
  read_ranks(vm, v);
  jobs::DealSource src;
  const calculation::Deal deal = jobs::load_deal(read_source(vm), v, &src);
  const std::optional<std::string> given = read_text_option(vm, "moves", "moves-file");
  if (!given) throw UsageError("give the moves to check with --moves \"...\" or --moves-file F");
  const std::string& text = *given;
  const calculation::MoveList moves = calculation::parse_moves(text, v);
  const calculation::ReplayResult r = calculation::replay(deal, v, moves);
  const bool json_out = vm.count("json");
  std::string status = r.status == calculation::ReplayResult::Status::kWon      ? "wins"
                       : r.status == calculation::ReplayResult::Status::kNotWon ? "does not win"
                                                                                : "illegal";
  if (json_out) {
    json::Writer w;
    w.begin_object().member("game", jobs::family_name(family));
    write_source(w, src);
    w.member("moves", static_cast<std::uint64_t>(moves.size())).member("result", status);
    if (r.status == calculation::ReplayResult::Status::kIllegal) w.member("move", r.move);
    if (!r.why.empty()) w.member("why", r.why);
    w.end_object();
    out << w.str() << "\n";
  } else if (r.status == calculation::ReplayResult::Status::kWon) {
    out << (moves.size() == 1 ? "The move wins "
                              : "The " + std::to_string(moves.size()) + " moves win ")
        << src.label << ".\n";
  } else if (r.status == calculation::ReplayResult::Status::kNotWon) {
    out << (moves.size() == 1
                ? std::string("The move is legal but does not win: ")
                : "The " + std::to_string(moves.size()) + " moves are legal but do not win: ")
        << r.why << ".\n";
  } else {
    out << "Move " << r.move << " (" << calculation::move_notation(moves[r.move - 1], v)
        << ") is illegal: " << r.why << ".\n";
  }
  // verify's own statuses: 0 wins, 1 legal but not a win, 2 illegal move or bad input.
  return r.status == calculation::ReplayResult::Status::kWon      ? 0
         : r.status == calculation::ReplayResult::Status::kNotWon ? 1
                                                                  : kExitBadInput;
}

}  // namespace reckon::cli
