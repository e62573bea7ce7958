#include "tools/calculation_commands.h"

#include "api/request_parts.h"
#include "api/request_reader.h"
#include "reckon/vocabulary.h"
#include "tools/parsed_options.h"

namespace reckon::cli {

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

calculation::Variant read_variant(const po::variables_map& vm, jobs::Family family) {
  const api::Game game =
      family == jobs::Family::kCalculation ? api::Game::kCalculation : api::Game::kRechenkuenstler;
  return api::calculation_variant(game, api::read_variant(ParsedOptions(vm), game), true);
}

calculation::Pruning read_pruning(const po::variables_map& vm) {
  calculation::Pruning p;
  for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
    if (vm.count("no-" + std::string(calculation::kRuleNames[r]))) p.on[r] = false;
  return p;
}

}  // namespace reckon::cli
