#include "core/games/calculation/plan.h"

#include <algorithm>
#include <array>
#include <bit>

namespace reckon::calculation {
namespace {

constexpr int kNever = 1 << 20;

// The settle orders (plan.h): which foundation is served first, and which
// pile gives a card when several tops have the rank (the lowest-numbered
// or the tallest). The first is the plain one; the others were the best of
// the eight foundation orders and two pile choices tried on W=4 deals
// 1..2000, W=3 deals 1..300 and Rechenkünstler Experte deals 1..500.
struct SettleOrder {
  std::array<int, kFoundations> foundations;
  bool tallest_pile;
};
constexpr std::array<SettleOrder, kSettleOrders> kOrder = {
    {{{0, 1, 2, 3}, false}, {{3, 2, 1, 0}, false}, {{2, 3, 0, 1}, true}}};

// All the foundations, as a mask of positions in a settle order.
constexpr std::uint32_t kAll = (1u << kFoundations) - 1;

struct Exit {
  int seq = kNever;   // order among all placements of the plan
  int time = kNever;  // the stock index at which it happens (n: after the stock)
  int foundation = -1;
};

// top_mask[r]: the piles whose top card has rank r.
std::array<std::uint32_t, kRanks + 1> top_mask_of(const State& s, int piles, const Rank* ranks) {
  std::array<std::uint32_t, kRanks + 1> top_mask{};
  for (int p = 0; p < piles; ++p)
    if (s.top[p]) top_mask[ranks[s.top[p] - 1]] |= 1u << p;
  return top_mask;
}

// Each owner's piles, as a mask.
std::array<std::uint32_t, 2> owner_piles_of(const Variant& variant) {
  std::array<std::uint32_t, 2> owner_piles{};
  for (int p = 0; p < variant.piles(); ++p)
    owner_piles[static_cast<std::size_t>(variant.owner_of_pile(p)) & 1] |= 1u << p;
  return owner_piles;
}

}  // namespace

// A plan's placements, each card's exit home in order, and the turns they
// fall in; then the piles stacking chose for the waiting cards.
struct Planner::Timeline {
  std::array<Exit, kMaxStock> exit{};
  int placements = 0;  // how many (their seq run from 0)
  // The first placement at each time any happen, in order (seq and now
  // only grow): what the stacking needs to know of the turns.
  struct TurnStart {
    int time, seq;
  };
  std::array<TurnStart, kMaxStock + 1> turn_starts;
  int turns_started = 0;
  // The first placement at or after time t, which starts that turn
  // (fill_first_seq_at, from turn_starts).
  std::array<int, kMaxStock + 1> first_seq_at;
  std::array<int, kMaxStock> pile_of{};

  void fill_first_seq_at(int first_turn, int n) {
    first_seq_at.fill(kNever);
    for (int i = 0; i < turns_started; ++i) first_seq_at[turn_starts[i].time] = turn_starts[i].seq;
    for (int t = n - 1; t >= first_turn; --t)
      first_seq_at[t] = std::min(first_seq_at[t], first_seq_at[t + 1]);
  }
  // Stock card t goes straight home: its exit is the first placement of its turn.
  bool home_at_once(int t) const { return exit[t].time == t && exit[t].seq == first_seq_at[t]; }
};

Planner::Planner(const Deal& deal, const Variant& variant, const Rank* stock_ranks, PlanStyle style)
    : deal_(deal),
      variant_(variant),
      ranks_(stock_ranks),
      n_(static_cast<int>(deal.stock.size())),
      style_(style) {
  style_.settle_orders = std::clamp(style_.settle_orders, 1, kSettleOrders);
  for (int i = 0; i < n_; ++i) rank_cards_[ranks_[i]] |= std::uint64_t{1} << i;
  for (int i = 0; i < n_; ++i)
    owner_cards_[static_cast<std::size_t>(variant_.owner_of_card(i)) & 1] |= std::uint64_t{1} << i;
}

// Whether the other orders are tried depends only on the first plan's ties
// (which a plan given up early still reports in full) and on playable plans
// (never given up): so a bound changes nothing but the costs at or above it.
PlanReport Planner::plan(const State& start, MoveList* moves, int bound,
                         PlanSchedule* schedule) const {
  PlanReport best = plan_in_order(start, 0, bound, moves, schedule);
  int best_order = 0;
  const bool ties = best.tie;
  PlanSchedule other;
  for (int order = 1; order < style_.settle_orders && ties && !best.playable(); ++order) {
    const PlanReport r = plan_in_order(start, order, std::min(best.cost(), bound), nullptr,
                                       schedule ? &other : nullptr);
    if (r.cost() < best.cost()) {
      best = r, best_order = order;
      if (schedule && r.stuck == 0) *schedule = other;
    }
  }
  if (moves && best_order != 0 && best.playable())
    plan_in_order(start, best_order, kNoBound, moves, nullptr);
  return best;
}

PlanReport Planner::plan_in_order(const State& start, int order, int bound, MoveList* moves,
                                  PlanSchedule* schedule) const {
  Timeline line;
  PlanReport report = settle_foundations(start, order, line);
  // Stacking only adds to the cost of a plan with stuck cards.
  if (report.stuck > 0 && report.cost() >= bound) return report;
  if (!stack_waiting_cards(start, bound, line, report)) return report;
  if (schedule && report.stuck == 0) write_schedule(start, line, *schedule);
  if (moves && report.playable()) write_moves(start, line, *moves);
  return report;
}

// The first half of a plan (plan.h): the piles as they stand and an
// unlimited pool of waiting cards, from which the foundations take what
// they need. That fixes when each card goes home: its exit, into `line`.
// Returns the waiting, the stuck cards and the ties.
PlanReport Planner::settle_foundations(const State& start, int order, Timeline& line) const {
  PlanReport report;
  State s = start;
  // The pool: the waiting cards, as a set of stock indices (those of rank r:
  // pool & rank_cards_[r]; the latest arrival is the highest).
  static_assert(kMaxStock < 64);
  std::uint64_t pool = 0;
  std::array<std::uint32_t, kRanks + 1> top_mask = top_mask_of(s, variant_.piles(), ranks_);
  int seq = 0, now = start.next, turns_started = 0;
  const bool turns = variant_.expert && style_.follow_turns;
  const std::array<std::uint32_t, 2> owner_piles = owner_piles_of(variant_);
  const auto& served = kOrder[order].foundations;
  std::array<int, kFoundations> position{};  // of each foundation in the settle order
  for (int i = 0; i < kFoundations; ++i) position[served[i]] = i;

  // A movable card of rank `want` for a foundation: the latest waiting one,
  // else a pile top (a new top unsettles the foundations that need its
  // rank); -1 if there is none.
  const auto take = [&](Rank want, std::uint64_t movable_cards, std::uint32_t movable_piles,
                        std::uint32_t& unsettled) {
    const std::uint64_t waiting = pool & rank_cards_[want] & movable_cards;
    const std::uint32_t tops = top_mask[want] & movable_piles;
    if (waiting) {
      const int card = 63 - std::countl_zero(waiting);
      pool &= ~(std::uint64_t{1} << card);
      report.waiting += now - card;  // it waited from its turn until now
      return card;
    }
    if (!tops) return -1;
    int p = __builtin_ctz(tops);
    if (kOrder[order].tallest_pile)
      for (std::uint32_t m = tops & (tops - 1); m != 0; m &= m - 1)
        if (s.height[__builtin_ctz(m)] > s.height[p]) p = __builtin_ctz(m);
    top_mask[want] &= ~(1u << p);
    const int card = s.pop(p);
    if (s.top[p]) {
      const Rank shown = ranks_[s.top[p] - 1];
      top_mask[shown] |= 1u << p;
      for (int j = 0; j < kFoundations; ++j)
        if (needs(s, j) == shown) unsettled |= 1u << position[j];
    }
    return card;
  };
  // Settles the foundations in `unsettled` (a mask of positions in the
  // settle order) and those they set moving. The others are known to wait,
  // and one is looked at again only once a pile shows a new top of the rank
  // it needs (nothing else it could take changes while the cards settle).
  // They are served in passes through the settle order: the same moves as
  // looking at all four in every pass.
  const auto settle = [&](std::uint32_t unsettled) {
    // Experte: while the stock lasts, only the cards of the player whose
    // turn it is move (their pile tops, and the waiting cards that will lie
    // on their piles).
    const int owner = turns && now < n_ ? variant_.owner_of_card(now) : -1;
    const std::uint64_t movable_cards = owner >= 0 ? owner_cards_[owner] : ~std::uint64_t{0};
    const std::uint32_t movable_piles = owner >= 0 ? owner_piles[owner] : ~0u;
    for (int at = -1; unsettled != 0;) {
      const std::uint32_t later = unsettled & (~0u << (at + 1));  // the rest of this pass
      at = std::countr_zero(later != 0 ? later : unsettled);
      unsettled &= ~(1u << at);
      const int k = served[at];
      for (;;) {
        // (A full foundation needs rank 0, which no card has.)
        const Rank want = needs(s, k);
        const int card = take(want, movable_cards, movable_piles, unsettled);
        if (card < 0) break;
        if (!report.tie)
          for (int j = 0; j < kFoundations; ++j) report.tie |= j != k && needs(s, j) == want;
        if (turns_started == 0 || line.turn_starts[turns_started - 1].time != now)
          line.turn_starts[turns_started++] = {now, seq};
        line.exit[card] = {seq++, now, k};
        ++s.found[k];
      }
    }
  };

  settle(kAll);
  // Settled after each card, so only a card of a rank some foundation needs
  // can set a foundation moving (only those that need it, unless the turn
  // passed to the other player, whose cards may move now); the cards before
  // the next such card only join the pool.
  for (std::uint64_t ahead =
           ((std::uint64_t{1} << n_) - 1) & ~((std::uint64_t{1} << start.next) - 1);
       ;) {
    const std::uint64_t wanted = ahead & (rank_cards_[needs(s, 0)] | rank_cards_[needs(s, 1)] |
                                          rank_cards_[needs(s, 2)] | rank_cards_[needs(s, 3)]);
    if (wanted == 0) {
      pool |= ahead;
      break;
    }
    const int before = now;
    now = std::countr_zero(wanted);
    const std::uint64_t upto = (std::uint64_t{2} << now) - 1;
    pool |= ahead & upto;
    ahead &= ~upto;
    std::uint32_t moving = 0;
    if (turns && variant_.owner_of_card(now) != variant_.owner_of_card(before)) {
      moving = kAll;
    } else {
      for (int k = 0; k < kFoundations; ++k)
        if (needs(s, k) == ranks_[now]) moving |= 1u << position[k];
    }
    settle(moving);
  }
  // After the stock, Experte's turns are over and every card may move. Without
  // turns nothing new can: the last settle left every foundation waiting,
  // and the cards that joined the pool since have ranks none of them needs.
  now = n_;
  if (turns) settle(kAll);
  // What is still waiting waited from its turn to the end.
  for (std::uint64_t m = pool; m != 0; m &= m - 1) report.waiting += n_ - std::countr_zero(m);
  for (int p = 0; p < variant_.piles(); ++p) report.stuck += s.height[p];
  line.placements = seq;
  line.turns_started = turns_started;
  return report;
}

// The second half of a plan (plan.h): the waiting cards stacked onto the
// piles in the order they arrive, each onto the pile whose top leaves
// soonest after it, else an empty one, else (a clash) the pile whose top
// leaves last. Gives up (false) once the cost reaches `bound`.
bool Planner::stack_waiting_cards(const State& start, int bound, Timeline& line,
                                  PlanReport& report) const {
  // stack[p] holds exit sequence numbers (a card covered by a clash
  // inherits the later number of the card above it).
  std::array<std::array<int, kMaxStock>, kMaxPiles> stack;
  std::array<std::array<std::uint8_t, kMaxStock>, kMaxPiles> card_at;
  std::array<int, kMaxPiles> height{};
  for (int p = 0; p < variant_.piles(); ++p) {
    std::uint8_t idx[kMaxStock];
    const int h = pile_cards(start, p, idx);
    for (int j = 0; j < h; ++j) {
      stack[p][j] = line.exit[idx[j]].seq;
      card_at[p][j] = idx[j];
      line.pile_of[idx[j]] = p;
    }
    height[p] = h;
  }
  // Cards whose exit precedes arrival seq `before` leave the tops of the
  // piles from `first` to `last`. A pile no card is placed on may wait: its
  // cards leave as they would have, when it is next looked at (`before`
  // only grows).
  const auto leave_until = [&](int before, int first, int last) {
    for (int p = first; p < last; ++p)
      while (height[p] > 0 && stack[p][height[p] - 1] < before) --height[p];
  };
  line.fill_first_seq_at(start.next, n_);

  for (int t = start.next; t < n_; ++t) {
    const Exit& e = line.exit[t];
    if (line.home_at_once(t)) continue;
    const int owner_first = variant_.owner_of_card(t) * variant_.piles_per_owner;
    leave_until(line.first_seq_at[t], owner_first, owner_first + variant_.piles_per_owner);
    int best = -1, empty = -1, latest = -1;
    for (int p = owner_first; p < owner_first + variant_.piles_per_owner; ++p) {
      if (height[p] == 0) {
        if (empty < 0) empty = p;
        continue;
      }
      const int top = stack[p][height[p] - 1];
      if (top > e.seq && (best < 0 || top < stack[best][height[best] - 1])) best = p;
      if (latest < 0 || top > stack[latest][height[latest] - 1]) latest = p;
    }
    const int p = best >= 0 ? best : empty >= 0 ? empty : latest;
    if (best < 0 && empty < 0) {
      ++report.clashes;
      const int covered = card_at[p][height[p] - 1];
      report.delay += std::max(0, std::min(e.time, n_) - std::min(line.exit[covered].time, n_));
      for (int j = height[p] - 1; j >= 0 && stack[p][j] < e.seq; --j) stack[p][j] = e.seq;
      // The cost only grows from here on.
      if (report.cost() >= bound) return false;
    }
    stack[p][height[p]] = e.seq;
    card_at[p][height[p]] = static_cast<std::uint8_t>(t);
    ++height[p];
    line.pile_of[t] = p;
  }
  return true;
}

void Planner::write_schedule(const State& start, const Timeline& line,
                             PlanSchedule& schedule) const {
  for (int i = 0; i < n_; ++i) {
    const Exit& e = line.exit[i];
    schedule.foundation[i] =
        e.seq == kNever ? PlanSchedule::kNowhere : static_cast<std::uint8_t>(e.foundation);
    schedule.pile[i] = i < start.next || line.home_at_once(i)
                           ? PlanSchedule::kNowhere
                           : static_cast<std::uint8_t>(line.pile_of[i]);
  }
}

// Replays the plan's placements in order, with the piles stacking chose.
void Planner::write_moves(const State& start, const Timeline& line, MoveList& moves) const {
  std::array<int, kMaxStock> by_seq;
  by_seq.fill(-1);
  for (int i = 0; i < n_; ++i)
    if (line.exit[i].seq != kNever) by_seq[line.exit[i].seq] = i;
  moves.clear();
  int next_seq = 0;
  const auto emit_until = [&](int before) {
    for (; next_seq < line.placements && next_seq < before; ++next_seq) {
      const int card = by_seq[next_seq];
      moves.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(line.pile_of[card]),
                       static_cast<std::uint8_t>(line.exit[card].foundation), deal_.stock[card]});
    }
  };
  for (int t = start.next; t < n_; ++t) {
    emit_until(line.first_seq_at[t]);
    const Exit& e = line.exit[t];
    if (line.home_at_once(t)) {
      moves.push_back({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(e.foundation),
                       deal_.stock[t]});
      ++next_seq;
    } else {
      moves.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(line.pile_of[t]), 0,
                       deal_.stock[t]});
    }
  }
  emit_until(kNever);
}

}  // namespace reckon::calculation
