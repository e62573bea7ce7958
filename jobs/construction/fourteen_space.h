#pragma once
// Fourteen Out's search space (search_space.h): the order of the standard
// layout's 52 cards, dealt column by column as a deal number deals them; the
// moves are stock_mutation.h's on that order (Fourteen Out pairs ranks, so
// each move changes the ranks' order). Scores (higher is better):
//
// - effort: log2(1 + nodes) of the exact search (every rule on); past the
//   node budget log2(1 + budget), and an unwinnable deal log2(1 + budget) + 1.
// - critical: a winnable deal's forced moves along the solver's winning line
//   (fourteen_critical.h); not winnable, or left open by a budget: -1.
//
// A loss's certificate is a checked closure (strategies/fourteen_closure.h).
// Fourteen Out is an open game, so objective fair (the player who never
// sees the stock) does not apply.
#include <string>

#include "core/games/fourteen/deal.h"
#include "jobs/construction/search_space.h"
#include "strategies/fourteen_solver.h"

namespace reckon::construction {

class FourteenEvaluator {
 public:
  explicit FourteenEvaluator(const ConstructRequest& request);
  Evaluation evaluate(const fourteen::Deal& deal);

 private:
  Objective objective_;
  std::uint64_t max_nodes_;
  strategies::FourteenSolver solver_;
};

class FourteenSpace {
 public:
  using Deal = fourteen::Deal;
  using Evaluator = FourteenEvaluator;

  explicit FourteenSpace(const ConstructRequest& request);
  Deal parse(const std::string& cards) const;
  std::string cards(const Deal& deal) const;
  void mutate(Deal& deal, SplitMix64& bits) const;
  std::string certify(const Deal& deal) const;
  StoreSettings settings() const;

 private:
  int reach_;
};

}  // namespace reckon::construction
