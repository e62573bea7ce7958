#pragma once
// The exact win chance of one fixed player that cannot see the stock, from
// a view before a turn: the fair player's (players/fair_player.h), or simple's
// or runs' (core/games/calculation/players.h). Where the expectimax
// (players/expectimax.h) takes the best option at every decision, this takes
// the player's own, and still weighs every next rank with its probability
// unseen[r] / unseen total, so the value is exact for that player. It is
// what benchmarks/fair_gap.cc sets against the optimum.
//
// The player's turn, as FairPlayer::play makes it: its free moves (the
// greedy ones of make_free_moves, or the rule's), the card turned, then the rule's placement and free
// moves. With the stock empty the game is won when the free moves clear the
// piles: found by search (the fair player's finisher, the exact solver) or by
// the greedy free moves alone (simple and runs).
//
// Values are memoized on the position with its piles in order (a player's
// ties go to the lower pile, so piles are not interchangeable for it): the
// rule must decide from the position shown and the unseen ranks alone, not
// from the order in which earlier cards came. The fair player does (its
// draws depend on its seed, the stock index and the unseen ranks).
// Experte is refused.
#include <cstdint>
#include <functional>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/state.h"
#include "core/games/calculation/view.h"
#include "players/expectimax.h"
#include "players/fair_player.h"

namespace reckon::players {

// What a player does with its turned card: the placement, then its free
// moves, and the position they lead to.
struct PolicyDecision {
  calculation::MoveList moves;
  calculation::State after;
};
using PlacementRule = std::function<PolicyDecision(const calculation::View& turned)>;
// The free moves a player makes before a turn (empty function: the greedy
// ones of make_free_moves, as simple and runs make them).
using FreeMoveRule = std::function<calculation::MoveList(const calculation::View& before_turn)>;

enum class Finish {
  kGreedy,  // the greedy free moves must clear the piles
  kSearch,  // some sequence of free moves must
};

class PolicyChance {
 public:
  // Throws std::invalid_argument for Experte.
  PolicyChance(const calculation::Variant& variant, PlacementRule rule, Finish finish, FreeMoveRule free = {});

  // The chance that the player wins from view (before a turn; the view's
  // played moves must lead to it).
  double win_chance(const calculation::View& before_turn);

  std::uint64_t decisions() const { return decisions_; }  // rule calls so far
  void clear() { memo_.clear(); }

 private:
  double before_turn(calculation::Deal& seen, calculation::State s, calculation::MoveList& played,
                     std::array<std::uint8_t, kRanks + 1>& unseen);

  calculation::Variant variant_;
  PlacementRule rule_;
  Finish finish_;
  FreeMoveRule free_;
  Expectimax finisher_;
  std::uint64_t decisions_ = 0;
  absl::flat_hash_map<std::string, double> memo_;
};

// The fair player's rule: its best choice (choose(view)), and its
// free moves (FairPlayer::free_moves). The player must outlive the rules.
PlacementRule fair_rule(FairPlayer& player);
FreeMoveRule fair_free_moves(FairPlayer& player);
// simple's or runs' rule (they finish greedily: Finish::kGreedy).
PlacementRule heuristic_rule(const calculation::Variant& variant, calculation::Strategy strategy);

}  // namespace reckon::players
