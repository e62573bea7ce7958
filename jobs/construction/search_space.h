#pragma once
// What the construction's search (construct.cc) needs of a game: its deals
// as card strings, a move to a neighbouring deal, a scorer, a certificate
// for a loss, and the settings a store must share. One space per game
// family: calculation_space.h (the stock order of a Calculation-family
// deal), fourteen_space.h (the order of a Fourteen Out layout's cards).
#include <concepts>
#include <string>

#include "core/deal_number.h"
#include "jobs/construction/construct_request.h"
#include "jobs/construction/construction_store.h"
#include "jobs/construction/deal_evaluation.h"

namespace reckon::construction {

template <class S>
concept SearchSpace = requires(const S space, typename S::Deal deal, SplitMix64& bits,
                               const std::string& cards, typename S::Evaluator evaluator) {
  { space.parse(cards) } -> std::same_as<typename S::Deal>;  // InputError when not a deal
  { space.cards(deal) } -> std::same_as<std::string>;        // parse's inverse, canonical
  space.mutate(deal, bits);  // one move, drawn from bits (the same bits, the same move)
  { space.certify(deal) } -> std::same_as<std::string>;  // an unwinnable deal's proof, in words
  { space.settings() } -> std::same_as<StoreSettings>;   // the game's part of a store's settings
  { evaluator.evaluate(deal) } -> std::same_as<Evaluation>;  // one evaluator a thread
};

}  // namespace reckon::construction
