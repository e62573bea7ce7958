#pragma once
// The Calculation family's search space (search_space.h): the stock order of
// a deal of one setting (bases stay where they are); the moves are
// stock_mutation.h's, the scores deal_evaluation.h's, a loss's certificate a
// checked DRAT proof.
#include <string>

#include "core/games/calculation/deal.h"
#include "jobs/construction/search_space.h"

namespace reckon::construction {

class CalculationSpace {
 public:
  using Deal = calculation::Deal;
  using Evaluator = construction::Evaluator;

  explicit CalculationSpace(const ConstructRequest& request);
  Deal parse(const std::string& cards) const;
  std::string cards(const Deal& deal) const;
  void mutate(Deal& deal, SplitMix64& bits) const;
  std::string certify(const Deal& deal) const;
  StoreSettings settings() const;

 private:
  const ConstructRequest& request_;
};

}  // namespace reckon::construction
