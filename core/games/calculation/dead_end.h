#pragma once
// Dead-end detection: positions in which some card on a waste pile can never
// reach a foundation, whatever is played from now on.
//
// The test solves a relaxation of the game in which
//   - every card still in the stock is available (its turn will come),
//   - a pile card is available once every card above it has gone home,
//   - a card may serve any foundation slot of its rank, even one another
//     card already filled (cards are not used up),
// as a least fixpoint: foundations advance while an available card has the
// rank they need; a pile card goes home when it is available and some
// foundation that still needs its rank has reached the slot before it.
//
// Soundness: in any real continuation, take the placements in the order
// they happen. Each placed card was available then (everything above it had
// gone home, by induction also in the fixpoint) and its foundation had
// reached the slot before it (the cards that filled those slots were placed
// earlier, so by induction the fixpoint reached them too). So everything a
// real line places, the fixpoint places; if the fixpoint leaves a pile card
// where it is, no real line wins.
#include "core/games/calculation/state.h"

namespace reckon::calculation {

class DeadEndTest {
 public:
  // stock_ranks: the rank of every stock card; n: the stock size.
  DeadEndTest(const Rank* stock_ranks, int n, int piles);

  // True when some pile card can never go home.
  bool dead(const State& s) const;

 private:
  const Rank* ranks_;
  int piles_;
  // suffix_[i]: the ranks among stock[i..n), bit r for rank r.
  std::array<std::uint16_t, kMaxStock + 1> suffix_{};
};

}  // namespace reckon::calculation
