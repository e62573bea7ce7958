// The planning model's order layer (planning_model.h, PlanningModelOptions::
// order_layer): the variables that do not depend on time, their definition
// from the time-indexed ones (family L), the clauses every winning line
// satisfies about them (family I), and their values along a given line.
// The time-indexed model and the argument that it is exact are in
// planning_model.cc.
#include <algorithm>
#include <vector>

#include "core/games/calculation/planning_model.h"

namespace reckon::calculation {

int PlanningModel::before(int a, int b) const {
  return a < b ? before_[a * n_ + b] : -before_[b * n_ + a];
}
int PlanningModel::early(int a, int i) const {
  // A card turned at or after i, or i itself, is never home before i is
  // turned (I3c's argument); i turned before time 0: never before it.
  if (a >= i || i < state_.next || i >= n_) return -true_;
  return early_[a * n_ + i];
}
int PlanningModel::onto(int c, int k) const {
  const int v = onto_[c * kFoundations + k];
  return v ? v : -true_;
}
int PlanningModel::placed(int c, int p) const {
  if (c < state_.next) return start_pile_[c] == p ? true_ : -true_;
  const int v = placed_[c * piles_ + p];
  return v ? v : -true_;
}
int PlanningModel::direct(int c) const { return c < state_.next ? -true_ : direct_[c]; }
int PlanningModel::under(int a, int q, int c) const {
  if (c < state_.next) return start_pile_[a] == q && start_pile_[c] == q ? true_ : -true_;
  const int v = under_[(a * n_ + c) * piles_ + q];
  return v ? v : -true_;
}

// The order layer. Variables that do not depend on time, over the followed
// cards (modelled_), and what they mean in a winning line of L steps from
// the position: every followed card goes home once, at its step h(c)
// (H1, and the goal), and every stock card i >= next0 is turned once, at
// its step s(i), in stock order (S3-S5), with s(c) <= h(c). A step moves
// one card, so two cards never go home at the same step: h is one-to-one,
// and h(a) != s(i) for a != i (a turn moves only the turned card).
//   before(a,b)  h(a) < h(b); one variable per pair a < b, before(b,a) is
//                its negation (h is one-to-one: exactly one of the two)
//   early(a,i)   h(a) < s(i)  (a < i; for a >= i it is false, see I3c)
//   onto(c,k)    c goes to foundation k
//   placed(c,p)  stock card c is put on pile p when turned (a card on a
//                pile at time 0: constant, true for its pile)
//   direct(c)    stock card c goes home as it is turned: h(c) = s(c)
//   under(a,q,c) a < c, c put on pile q, and a lies on q at time s(c) (two
//                cards on q at time 0: constant, true)
// Family L defines them from the time-indexed variables: every clause is
// true of a winning line with the variables set to these meanings (so L
// removes no winning line), and in every solution L forces those values
// (so the layer has no freedom of its own; assignment_of sets them the
// same way). Family I is the clauses about them that every winning line
// satisfies, argued one by one from the rules; the solutions are still
// winning lines (the model only has more clauses), and a position with a
// winning line still has a solution: that line with the meanings above.
// So the verdict stays exact as long as every I clause is truly implied;
// the tests compare the model with brute force to catch one that is not
// (and break_lifo shows that they would). Families O, E and D keep some
// winning line of a winnable position; L and I hold for every winning
// line, so for that one too.
void PlanningModel::build_order_layer() {
  std::vector<int> cards;  // the followed cards
  for (int c = 0; c < n_; ++c)
    if (modelled_[c]) cards.push_back(c);
  make_order_variables(cards);
  define_before_and_early(cards);
  define_onto(cards);
  define_placed_and_direct();
  define_under(cards);
  add_strict_order(cards);
  add_foundation_order(cards);
  add_stock_order(cards);
  add_pile_order(cards);
}

// The implied units of build() (add_implied_stock_units) keep stock card c
// in the stock until time c - next0 and take it out by time
// start_pile_cards_ + 2 (c - next0) + 1. A clause of the layer that one of
// those units already satisfies is left out (it would change nothing):
// `first_out(c)` is the first time c can be out of the stock, `gone_by(i)`
// the time by which i surely is.
int PlanningModel::first_out(int c) const { return c < state_.next ? 1 : c - state_.next + 1; }
int PlanningModel::gone_by(int i) const { return start_pile_cards_ + 2 * (i - state_.next) + 1; }

// The slot card c takes on foundation k: the height v (at least k's
// height at time 0) at which k needs c's rank; -1 if k never needs it
// again. A foundation's 13 needs are 13 different ranks (k * j mod 13
// for j = 1..13, k = 1..4 prime to 13), so there is one slot at most.
int PlanningModel::slot(int c, int k) const {
  for (int v = state_.found[k]; v < kFoundationSize; ++v)
    if (kTables.needs[k][v] == deal_.stock[c].rank()) return v;
  return -1;
}

void PlanningModel::make_order_variables(const std::vector<int>& cards) {
  const int next0 = state_.next;
  before_.assign(static_cast<std::size_t>(n_ * n_), 0);
  early_.assign(static_cast<std::size_t>(n_ * n_), 0);
  onto_.assign(static_cast<std::size_t>(n_ * kFoundations), 0);
  placed_.assign(static_cast<std::size_t>(n_ * piles_), 0);
  direct_.assign(static_cast<std::size_t>(n_), 0);
  under_.assign(static_cast<std::size_t>(n_ * n_ * piles_), 0);
  for (int a : cards)
    for (int b : cards)
      if (a < b) before_[a * n_ + b] = new_var();
  for (int a : cards)
    for (int i = std::max(next0, a + 1); i < n_; ++i) early_[a * n_ + i] = new_var();
  for (int c : cards)
    for (int k = 0; k < kFoundations; ++k)
      if (slot(c, k) >= 0) onto_[c * kFoundations + k] = new_var();
  for (int c = next0; c < n_; ++c) {
    direct_[c] = new_var();
    for (int p = 0; p < piles_; ++p)
      if (may_lie(c, p)) placed_[c * piles_ + p] = new_var();
  }
  for (int c = next0; c < n_; ++c)
    for (int a : cards)
      for (int q = 0; q < piles_ && a < c; ++q)
        if (may_lie(a, q) && may_lie(c, q)) under_[(a * n_ + c) * piles_ + q] = new_var();
}

void PlanningModel::define_before_and_early(const std::vector<int>& cards) {
  const int T = horizon_, next0 = state_.next;
  // L1, before: if a is home at time t and b is not, h(a) <= t < h(b). In a
  // solution the first time one of the two is home sets the variable.
  for (int a : cards)
    for (int b : cards)
      if (a != b)
        for (int t = first_out(a); t <= T; ++t) add({-home(a, t), home(b, t), before(a, b)});
  // L2, early: if a is home while i is still in the stock, h(a) <= t <
  // s(i); if h(a) < s(i) and i has been turned by t, then a is home by t.
  // In a solution: true at t = h(a) if h(a) < s(i), else false at t = s(i).
  for (int a : cards)
    for (int i = std::max(next0, a + 1); i < n_; ++i)
      for (int t = 1; t <= T; ++t) {
        if (t >= first_out(a) && t < gone_by(i)) add({-home(a, t), -stock(i, t), early(a, i)});
        if (t >= first_out(i)) add({-early(a, i), stock(i, t), home(a, t)});
      }
}

// L3, onto: the card that goes home in step t goes to the foundation the
// step's destination names (T2, P5), and only one; where foundation k
// never needs c's rank again, onto(c,k) is the constant false and the
// clause says c never goes there (true by R1-R3).
void PlanningModel::define_onto(const std::vector<int>& cards) {
  for (int c : cards) {
    std::vector<int> targets;
    for (int k = 0; k < kFoundations; ++k) {
      targets.push_back(onto(c, k));
      for (int t = first_out(c); t <= horizon_; ++t) {
        add({-home(c, t), home(c, t - 1), -dst_found_[t][k], onto(c, k)});
        add({-onto(c, k), -home(c, t), home(c, t - 1), dst_found_[t][k]});
      }
    }
    exactly_one(targets);
  }
}

// L4, placed and direct: the card turned in step t goes at once onto one
// pile (it stays there until it goes home: A3, P3) or home (T1/T2).
void PlanningModel::define_placed_and_direct() {
  for (int c = state_.next; c < n_; ++c) {
    std::vector<int> where{direct(c)};
    for (int p = 0; p < piles_; ++p) where.push_back(placed(c, p));
    exactly_one(where);
    for (int t = first_out(c); t <= horizon_; ++t) {
      const int was_in = stock(c, t - 1), still = stock(c, t);
      for (int p = 0; p < piles_; ++p) {
        if (!may_lie(c, p)) continue;
        add({-on_pile(c, p, t), placed(c, p)});
        add({-placed(c, p), -was_in, still, on_pile(c, p, t)});
      }
      add({-direct(c), -was_in, still, home(c, t)});
      add({-home(c, t), -was_in, direct(c)});
    }
  }
}

// L5, under: a card lies on its pile for one stretch of time, from its
// arrival (turned onto it, or there at time 0) until it goes home. If a
// < c both lie on q at time t, a arrived first (turned earlier, or there
// at time 0) and stays until t >= s(c): it lay there when c arrived.
// And by its meaning, under says a lies on q at the time c arrives there.
void PlanningModel::define_under(const std::vector<int>& cards) {
  for (int c = state_.next; c < n_; ++c)
    for (int a : cards)
      for (int q = 0; q < piles_ && a < c; ++q) {
        if (under(a, q, c) == -true_) continue;
        for (int t = first_out(c); t <= horizon_; ++t) {
          add({-on_pile(a, q, t), -on_pile(c, q, t), under(a, q, c)});
          add({-under(a, q, c), -on_pile(c, q, t), on_pile(c, q, t - 1), on_pile(a, q, t)});
        }
      }
}

// I1: before is a strict order (h(a) < h(b) < h(c) gives h(a) < h(c));
// with one variable a pair, no cycle of three.
void PlanningModel::add_strict_order(const std::vector<int>& cards) {
  for (std::size_t x = 0; x < cards.size(); ++x)
    for (std::size_t y = x + 1; y < cards.size(); ++y)
      for (std::size_t z = y + 1; z < cards.size(); ++z) {
        const int a = cards[x], b = cards[y], c = cards[z];
        add({-before(a, b), -before(b, c), before(a, c)});
        add({before(a, b), before(b, c), -before(a, c)});
      }
}

// I2, foundations: in a winning line every foundation ends with 13 cards,
// and the ones it takes during the line (heights above its height at
// time 0) are followed cards. Its slot v takes one card, of the rank k
// needs at height v (R1), so exactly one of the cards of that rank goes
// onto k (at most one: k needs each rank once). And k takes its slots in
// order, one card a step (F1): the card of a lower slot goes home first.
void PlanningModel::add_foundation_order(const std::vector<int>& cards) {
  for (int k = 0; k < kFoundations; ++k) {
    for (int v = state_.found[k]; v < kFoundationSize; ++v) {
      std::vector<int> takers;
      for (int c : cards)
        if (slot(c, k) == v) takers.push_back(onto(c, k));
      add(takers);
      for (std::size_t x = 0; x < takers.size(); ++x)
        for (std::size_t y = x + 1; y < takers.size(); ++y) add({-takers[x], -takers[y]});
    }
    for (int a : cards)
      for (int b : cards)
        if (slot(a, k) >= 0 && slot(b, k) > slot(a, k))
          add({-onto(a, k), -onto(b, k), before(a, b)});
  }
}

// I3, the stock: cards are turned in stock order, and none goes home
// before it is turned.
//   a: h(a) < s(i) < s(i+1).
//   b: h(a) < s(i) <= h(i).
//   c: h(a) < h(b) < s(i) gives h(a) < s(i). For a >= i early(a,i) is
//      the constant false: h(a) >= s(a) >= s(i), so a card turned at or
//      after i never goes home before a card that goes home before i is
//      turned.
//   d: direct(c), h(b) < h(c) = s(c).
//   e: direct(c): h(c) = s(c) < s(c+1).
void PlanningModel::add_stock_order(const std::vector<int>& cards) {
  const int next0 = state_.next;
  for (int a : cards)
    for (int i = std::max(next0, a + 1); i < n_; ++i) {
      if (i + 1 < n_) add({-early(a, i), early(a, i + 1)});
      add({-early(a, i), before(a, i)});
    }
  for (int i = next0; i < n_; ++i)
    for (int a : cards)
      for (int b : cards)
        if (a != b && b < i) add({-before(a, b), -early(b, i), early(a, i)});
  for (int c = next0; c < n_; ++c) {
    for (int b : cards)
      if (b != c) add({-direct(c), -before(b, c), early(b, c)});
    if (c + 1 < n_) add({-direct(c), early(c, c + 1)});
  }
}

// I4, piles: last in, first out.
//   a: c put on q while a lies there lies above a until it leaves; a
//      leaves only as the top card (P1/P2), c leaves only for home (A3:
//      never pile to pile), so h(c) < h(a). (break_lifo, test-only,
//      says the opposite.)
//   b: its meaning: a and c are on q, and a has not gone home when c is
//      turned.
//   c: a < c both put on q (or a there at time 0): a lies on q from
//      before s(c) until h(a), so at s(c) it is still there or already
//      home.
//   d: a lies on q when b arrives and stays until after b has left
//      (a); b lies there when c arrives: so does a.
void PlanningModel::add_pile_order(const std::vector<int>& cards) {
  const int next0 = state_.next;
  for (int c = next0; c < n_; ++c)
    for (int a : cards)
      for (int q = 0; q < piles_ && a < c; ++q) {
        const int u = under(a, q, c);
        if (u == -true_) continue;
        add({-u, options_.break_lifo ? before(a, c) : before(c, a)});
        add({-u, placed(a, q)});
        add({-u, placed(c, q)});
        add({-u, -early(a, c)});
        add({-placed(a, q), -placed(c, q), u, early(a, c)});
        for (int b : cards)
          if (a < b && b < c) add({-under(a, q, b), -under(b, q, c), u});
      }
  // Cards on one pile at time 0 (under is the constant true): I4a.
  for (int c : cards)
    for (int a : cards)
      if (a < c && c < next0 && start_pile_[a] >= 0 && start_pile_[a] == start_pile_[c])
        add({options_.break_lifo ? before(a, c) : before(c, a)});
}

void PlanningModel::set_order_values(std::vector<bool>& a) const {
  const auto holds = [&](int lit) {
    return a[static_cast<std::size_t>(lit > 0 ? lit : -lit)] == (lit > 0);
  };
  const auto set = [&](int lit, bool value) {
    if (lit == true_ || lit == -true_) return;
    a[static_cast<std::size_t>(lit > 0 ? lit : -lit)] = (lit > 0) == value;
  };
  const int T = horizon_, next0 = state_.next;
  // h(c) and s(i) of the line; T + 1 for never (a line that does not win).
  std::vector<int> h(n_, T + 1), s(n_, T + 1);
  for (int c = 0; c < n_; ++c) {
    if (!modelled_[c]) continue;
    for (int t = T; t >= 0; --t)
      if (holds(home(c, t))) h[c] = t;
    if (c >= next0)
      for (int t = T; t >= 0; --t)
        if (!holds(stock(c, t))) s[c] = t;
  }
  for (int x = 0; x < n_; ++x) {
    if (!modelled_[x]) continue;
    for (int y = 0; y < n_; ++y)
      if (modelled_[y] && x < y) set(before(x, y), h[x] < h[y]);
    for (int i = std::max(next0, x + 1); i < n_; ++i) set(early(x, i), h[x] < s[i]);
    for (int k = 0; k < kFoundations; ++k)
      set(onto(x, k), h[x] <= T && h[x] >= 1 && holds(dst_found_[h[x]][k]));
  }
  for (int c = next0; c < n_; ++c) {
    set(direct(c), s[c] <= T && holds(home(c, s[c])));
    for (int p = 0; p < piles_; ++p)
      if (placed(c, p) != -true_) set(placed(c, p), s[c] <= T && holds(on_pile(c, p, s[c])));
    for (int x = 0; x < c; ++x)
      for (int q = 0; q < piles_; ++q) {
        const int u = under(x, q, c);
        if (u == -true_ || u == true_) continue;
        bool both = false;
        for (int t = 0; t <= T && !both; ++t)
          both = holds(on_pile(x, q, t)) && holds(on_pile(c, q, t));
        set(u, both);
      }
  }
}

}  // namespace reckon::calculation
