#pragma once
// An optimistic plan for the rest of a deal, used to order the search and,
// when it turns out to be playable, to finish it.
//
// The plan plays the piles as they stand and lets every future stock card
// that does not fit at once wait in an unlimited pool; whenever a
// foundation needs a rank that a pile top or the pool holds, it takes it.
// That fixes when each card goes home. The waiting cards are then stacked
// onto the real piles in the order they arrive, each onto the pile whose
// top leaves soonest after it (best fit), else onto an empty pile. If no
// pile can take a card without covering one that must leave before it, the
// plan clashes there. A plan with no clash and nothing stuck on the piles
// is a real winning line: every card is on top of its pile when its turn to
// go home comes. Otherwise the clashes, stuck cards and total waiting are a
// measure of how much the position still has to overcome.
//
// When two foundations need the same rank at once, the plan gives the card
// to the first of them in its settle order (and when two pile tops have a
// rank a foundation needs, the order says which pile gives it). No fixed
// order is right for every position, and a wrong one can leave pile cards
// stuck that a real line gets home, which makes a good position look
// hopeless. So when the first plan meets such ties and is not playable, the
// plan is made again in up to kSettleOrders orders (until one is playable)
// and the cheapest is kept. Only the ordering of the search and the finish
// depend on this (a playable plan is replayed like any line). Measured on W=4 deals 1..2000 with a
// 100 k node cap: 1.50 M nodes and 4 deals undecided with one order, 0.69 M
// and 2 with three; Experte deals 1..500: 311 k nodes with one, 51 k with
// three.
//
// Experte: while the stock lasts, a card goes home only in its owner's turn
// (the owner of a pile card, and of a waiting card, is the player who turned
// it): the plan takes a card only from the player whose turn it is, the
// most recent of their waiting cards of the rank, else a top of their piles.
// Such a plan is less optimistic, but it orders the search better: Experte
// deals 1..500 took 51 k nodes and 0.66 s with plans blind to the turns,
// 37 k and 0.52 s with these; deals 501..2500 234 k and 3.15 s against
// 176 k and 2.38 s. (Easy deals lose a little: a blind plan that happens to
// play in turns finishes them at once; the median went from 16 nodes to
// 26.) Trying both kinds and keeping the cheaper cost more than it saved.
#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

struct PlanReport {
  int stuck = 0;     // pile cards the piles block for ever, even in the plan
  int clashes = 0;   // waiting cards that had to cover a card leaving before them
  int delay = 0;     // turns those covered cards are held up, in all
  int waiting = 0;   // cards waiting, summed over the turns
  bool tie = false;  // two foundations needed the rank of a card that went home
  bool playable() const { return stuck == 0 && clashes == 0; }
  // Lower is more promising; playable plans come before all others.
  // Weights measured on W=4 deals 1..1000 (total nodes to decide them all).
  int cost() const {
    return (playable() ? 0 : kNotPlayable) + 1000 * stuck + 40 * clashes + 10 * delay + waiting;
  }
  // Every plan that is not playable costs at least this; a playable one less.
  static constexpr int kNotPlayable = 100000;
};

inline constexpr int kSettleOrders = 3;

// Where a plan sends each card still to go home, by stock index: enough to
// play the plan out (Game::play_out) whether or not it is playable.
struct PlanSchedule {
  static constexpr std::uint8_t kNowhere = 0xff;
  std::array<std::uint8_t, kMaxStock> foundation;  // kNowhere: the plan leaves it stuck
  std::array<std::uint8_t, kMaxStock> pile;  // a stock card's waste pile; kNowhere: straight home
};

// How plans are made (the search uses the default; the planner player keeps
// to the plans it was defined and measured with: one order, no turns).
struct PlanStyle {
  int settle_orders = kSettleOrders;  // how many settle orders a plan may try (1..kSettleOrders)
  bool follow_turns = true;           // Experte: see above
};

class Planner {
 public:
  Planner(const Deal& deal, const Variant& variant, const Rank* stock_ranks, PlanStyle style = {});

  static constexpr int kNoBound = 1 << 30;

  // Plans from s (a position before the next card is turned). When the plan
  // is playable and moves is given, it receives the plan's moves. A plan
  // that cannot cost less than `bound` may be given up: its report then
  // costs `bound` or more, and says no more than that. A plan not given up
  // that leaves no card stuck writes its schedule to `schedule`, when given
  // (a plan with stuck cards cannot be played out).
  PlanReport plan(const State& s, MoveList* moves = nullptr, int bound = kNoBound,
                  PlanSchedule* schedule = nullptr) const;

 private:
  // One plan, settling the foundations in settle order `order`. Gives up
  // (with a report no cheaper than `bound`) once it cannot be cheaper.
  PlanReport plan_in_order(const State& s, int order, int bound, MoveList* moves,
                           PlanSchedule* schedule) const;
  // Its parts (plan.cc): the two halves, and what a plan gives out.
  struct Timeline;  // when each card goes home, and where the waiting cards wait
  PlanReport settle_foundations(const State& start, int order, Timeline& line) const;
  bool stack_waiting_cards(const State& start, int bound, Timeline& line, PlanReport& report) const;
  void write_schedule(const State& start, const Timeline& line, PlanSchedule& schedule) const;
  void write_moves(const State& start, const Timeline& line, MoveList& moves) const;

  const Deal& deal_;
  Variant variant_;
  const Rank* ranks_;
  int n_;
  PlanStyle style_;
  // The stock indices of each player's cards (Experte's turns).
  std::array<std::uint64_t, 2> owner_cards_{};
  // The stock indices of each rank (none of rank 0, what a full foundation needs).
  std::array<std::uint64_t, kRanks + 1> rank_cards_{};
};

}  // namespace reckon::calculation
