// The planning model of planning_model.h. The proof that it is exact runs
// along the clause families; each family below says which half it serves.
//
// Names. Cards are named by their stock index c (0..n-1; n = stock size).
// A waste pile holds its cards in the order they were turned (each card is
// pushed when turned and nothing is ever inserted below), so on every pile
// the stock indices grow from bottom to top and the top card is the one
// with the largest index. Times are 0..T; step t (1..T) leads from time
// t-1 to time t. The model follows the cards that are not home at time 0:
// those on piles and those still in the stock (index >= next0).
//
// State variables at time t:
//   stock(c,t)        c has not been turned yet
//   on_pile(c,p,t)    c lies on pile p (only where the rules let it: a card
//                     on a pile at time 0 stays on that pile or goes home;
//                     a stock card may go to the piles of its owner)
//   home(c,t)         c is on a foundation
//   next(i,t)         i is the next stock card to turn; next(n,t): none left
//   found(k,v,t)      foundation k holds v cards
//   above(c,p,t)      pile p holds a card of index >= c (defined, not free)
// Action variables of step t, one source and one destination:
//   src_stock, src_pile(p), dst_found(k), dst_pile(p), noop (both at once).
// And rank_moved(r,t): the card that goes home in step t has rank r.
//
// The one fact both halves rest on: a legal step changes exactly what its
// action says and nothing else, and the clauses allow exactly that change.
//
// Completeness (every winning line from the position is a solution): take
// a winning line of L primitive moves. Each stock card is turned once and
// each card on a pile leaves it once, so L = (stock cards) + (cards on
// piles at time 0) + (stock cards put on piles) <= T = 2 * stock + piles,
// the horizon. Set the variables to the line's actual states, the actions
// to its moves, and steps L+1..T to noop (the game is won then: A4 holds).
// Each family below is a statement about a legal move or about unchanged
// parts of the state, so each clause holds.
//
// Soundness (every solution is a winning line): by induction over t, the
// time-t variables describe a real position reached by legal moves. At
// time 0 they are the given position (the units). At step t, A1/A2/A3 pick
// one action; the families below show it is legal at time t-1 and that
// time t is its result: the turned card is the next one, it goes where the
// destination says (T1/T2) and only there, a pile move takes exactly the
// top of its pile (P2/P5) home, the foundation that takes a card grows by
// one and the card's rank is what it needs (F1, R1-R3), and no other card
// moves (S1/S2, P1-P3, H1 with the one-location clauses). So a step with a
// foundation destination takes exactly one card home and grows exactly one
// foundation by one, and any other step neither: the heights always count
// the cards home. The goal clauses say every foundation holds 13 cards at
// time T: all 52 cards are home, so the moves up to the first noop are a
// winning line.
//
// With canonical_order, family O adds clauses that some winning lines break
// (never all the lines of a position that can be won; see there), so the
// solutions are then the winning lines in canonical order. The unit clauses
// marked "implied" hold in every solution and change nothing.
#include "core/games/calculation/planning_model.h"

#include <algorithm>
#include <array>
#include <ostream>
#include <stdexcept>

namespace reckon::calculation {

PlanningModel::PlanningModel(const Deal& deal, const Variant& variant, const State& state,
                             PlanningModelOptions options)
    : deal_(deal), variant_(variant), state_(state), options_(options) {
  if (variant.expert)
    throw std::invalid_argument("the planning model does not cover Rechenkünstler Experte");
  n_ = static_cast<int>(deal.stock.size());
  piles_ = variant.piles();
  build();
}

void PlanningModel::add(std::initializer_list<int> lits) { add(std::vector<int>(lits)); }

void PlanningModel::add(const std::vector<int>& lits) {
  // Constant literals are kept out: a false one says nothing, a true one
  // satisfies the clause.
  const std::size_t start = clauses_.size();
  for (int l : lits) {
    if (l == true_) {
      clauses_.resize(start);
      return;
    }
    if (l != -true_) clauses_.push_back(l);
  }
  clauses_.push_back(0);
  ++clause_count_;
}

void PlanningModel::exactly_one(const std::vector<int>& lits) {
  std::vector<int> live;
  for (int l : lits)
    if (l != -true_) live.push_back(l);
  add(live);
  for (std::size_t a = 0; a < live.size(); ++a)
    for (std::size_t b = a + 1; b < live.size(); ++b) add({-live[a], -live[b]});
}

int PlanningModel::stock(int c, int t) const {
  if (c >= n_) return true_;  // past the end: lets next(n) read like the others
  if (c < state_.next) return -true_;
  return stock_[t][c];
}
int PlanningModel::next(int i, int t) const { return i < state_.next ? -true_ : next_[t][i]; }
int PlanningModel::on_pile(int c, int p, int t) const { return pile_[t][c * piles_ + p]; }
int PlanningModel::home(int c, int t) const { return home_[t][c]; }
int PlanningModel::at_or_above(int c, int p, int t) const { return above_[t][c * piles_ + p]; }
int PlanningModel::found(int k, int v, int t) const {
  return found_[t][k * (kFoundationSize + 1) + v];
}

void PlanningModel::build() {
  true_ = new_var();
  add({true_});
  follow_cards();
  make_variables();
  for (int t = 0; t <= horizon_; ++t) add_invariants(t);
  add_start_position();
  for (int t = 1; t <= horizon_; ++t) {
    add_action_choice(t);
    add_stock_step(t);
    add_pile_step(t);
    add_foundation_step(t);
  }
  if (options_.canonical_order) add_canonical_order();
  if (options_.lowest_empty_pile) add_lowest_empty_pile();
  if (options_.canonical_order) add_no_detour();
  add_implied_stock_units();

  if (options_.order_layer) build_order_layer();

  // The goal: every foundation complete at time T.
  for (int k = 0; k < kFoundations; ++k) add({found(k, kFoundationSize, horizon_)});
}

// The cards on piles at time 0 and those still in the stock, and the
// horizon that every winning line fits (see the top of the file).
void PlanningModel::follow_cards() {
  const int next0 = state_.next;
  modelled_.assign(n_, false);
  start_pile_.assign(n_, -1);
  start_pile_cards_ = 0;
  for (int p = 0; p < piles_; ++p) {
    std::uint8_t cards[kMaxStock];
    const int h = pile_cards(state_, p, cards);
    for (int j = 0; j < h; ++j) {
      modelled_[cards[j]] = true;
      start_pile_[cards[j]] = p;
    }
    start_pile_cards_ += h;
  }
  for (int c = next0; c < n_; ++c) modelled_[c] = true;
  horizon_ = options_.horizon >= 0 ? options_.horizon : 2 * (n_ - next0) + start_pile_cards_;
}

bool PlanningModel::may_lie(int c, int p) const {
  if (!modelled_[c]) return false;
  if (c < state_.next) return start_pile_[c] == p;
  return options_.drop_pile_ownership || variant_.owner_of_card(c) == variant_.owner_of_pile(p);
}

// Variables, time by time.
void PlanningModel::make_variables() {
  const int T = horizon_, next0 = state_.next;
  const int F = -true_;  // the false literal
  stock_.assign(T + 1, std::vector<int>(n_, F));
  next_.assign(T + 1, std::vector<int>(n_ + 1, F));
  home_.assign(T + 1, std::vector<int>(n_, F));
  pile_.assign(T + 1, std::vector<int>(n_ * piles_, F));
  above_.assign(T + 1, std::vector<int>((n_ + 1) * piles_, F));
  found_.assign(T + 1, std::vector<int>(kFoundations * (kFoundationSize + 1), F));
  rank_moved_.assign(T + 1, std::vector<int>(kRanks + 1, F));
  src_stock_.assign(T + 1, F);
  noop_.assign(T + 1, F);
  src_pile_.assign(T + 1, std::vector<int>(piles_, F));
  dst_pile_.assign(T + 1, std::vector<int>(piles_, F));
  dst_found_.assign(T + 1, std::vector<int>(kFoundations, F));
  for (int t = 0; t <= T; ++t) {
    for (int c = next0; c < n_; ++c) stock_[t][c] = new_var();
    for (int i = next0; i <= n_; ++i) next_[t][i] = new_var();
    for (int c = 0; c < n_; ++c) {
      if (modelled_[c]) home_[t][c] = new_var();
      for (int p = 0; p < piles_; ++p)
        if (may_lie(c, p)) pile_[t][c * piles_ + p] = new_var();
    }
    // above(c,p) = on_pile(c,p) or above(c+1,p); where c can never lie on
    // p it is the same literal as above(c+1,p), so no variable is spent.
    for (int p = 0; p < piles_; ++p)
      for (int c = n_ - 1; c >= 0; --c)
        above_[t][c * piles_ + p] = may_lie(c, p) ? new_var() : above_[t][(c + 1) * piles_ + p];
    for (int k = 0; k < kFoundations; ++k)
      for (int v = state_.found[k]; v <= kFoundationSize; ++v)
        found_[t][k * (kFoundationSize + 1) + v] = new_var();
    if (t == 0) continue;
    for (int r = 1; r <= kRanks; ++r) rank_moved_[t][r] = new_var();
    src_stock_[t] = new_var();
    noop_[t] = new_var();
    for (int p = 0; p < piles_; ++p) src_pile_[t][p] = new_var();
    for (int p = 0; p < piles_; ++p) dst_pile_[t][p] = new_var();
    for (int k = 0; k < kFoundations; ++k) dst_found_[t][k] = new_var();
  }
}

// Definitions and invariants that hold at every time.
void PlanningModel::add_invariants(int t) {
  const int next0 = state_.next;
  // S3: the stock is what is left of the sequence after its first cards
  // were turned, one pass, in order: if c is still there, so is c+1.
  for (int c = next0; c + 1 < n_; ++c) add({-stock(c, t), stock(c + 1, t)});
  // S4: the next card is the first one still in the stock (n: none):
  // next(i) <-> stock(i) and not stock(i-1).
  for (int i = next0; i <= n_; ++i) {
    const int prev = i > 0 ? stock(i - 1, t) : -true_;
    add({-next(i, t), stock(i, t)});
    add({-next(i, t), -prev});
    add({next(i, t), -stock(i, t), prev});
  }
  // Every followed card is in exactly one place: the stock, one pile, home.
  for (int c = 0; c < n_; ++c) {
    if (!modelled_[c]) continue;
    std::vector<int> where{stock(c, t), home(c, t)};
    for (int p = 0; p < piles_; ++p) where.push_back(on_pile(c, p, t));
    exactly_one(where);
  }
  // above(c,p) <-> on_pile(c,p) or above(c+1,p).
  for (int p = 0; p < piles_; ++p)
    for (int c = 0; c < n_; ++c) {
      if (!may_lie(c, p)) continue;
      const int a = at_or_above(c, p, t), here = on_pile(c, p, t),
                higher = at_or_above(c + 1, p, t);
      add({-a, here, higher});
      add({a, -here});
      add({a, -higher});
    }
  // A foundation holds one number of cards.
  for (int k = 0; k < kFoundations; ++k) {
    std::vector<int> heights;
    for (int v = 0; v <= kFoundationSize; ++v) heights.push_back(found(k, v, t));
    exactly_one(heights);
  }
}

// Time 0: the given position.
void PlanningModel::add_start_position() {
  for (int c = state_.next; c < n_; ++c) add({stock(c, 0)});
  for (int c = 0; c < n_; ++c) {
    if (!modelled_[c]) continue;
    add({-home(c, 0)});
    for (int p = 0; p < piles_; ++p)
      if (on_pile(c, p, 0) != -true_)
        add({start_pile_[c] == p ? on_pile(c, p, 0) : -on_pile(c, p, 0)});
  }
  for (int k = 0; k < kFoundations; ++k) add({found(k, state_.found[k], 0)});
}

// Step t, from time t - 1 to time t: its action.
void PlanningModel::add_action_choice(int t) {
  const int u = t - 1;
  // A1/A2: one action a step: a source (stock, a pile, or none) and a
  // destination (a foundation, a pile, or none); "none" is the same
  // variable on both sides, so an action has both or neither.
  std::vector<int> sources{src_stock_[t], noop_[t]}, targets{noop_[t]};
  for (int p = 0; p < piles_; ++p) sources.push_back(src_pile_[t][p]);
  for (int k = 0; k < kFoundations; ++k) targets.push_back(dst_found_[t][k]);
  for (int p = 0; p < piles_; ++p) targets.push_back(dst_pile_[t][p]);
  exactly_one(sources);
  exactly_one(targets);
  // A3: only a turned card goes onto a pile (never pile to pile).
  for (int p = 0; p < piles_; ++p) add({-dst_pile_[t][p], src_stock_[t]});
  // A4: doing nothing is allowed only when nothing is left: the game is
  // won. (A won position has no move, so a won line idles to the end.)
  for (int k = 0; k < kFoundations; ++k) add({-noop_[t], found(k, kFoundationSize, u)});
}

// Step t: the stock.
void PlanningModel::add_stock_step(int t) {
  const int u = t - 1, next0 = state_.next;
  // S5: a turn needs a card to turn, and the card turned is the next one:
  // it leaves the stock.
  add({-src_stock_[t], -next(n_, u)});
  for (int i = next0; i < n_; ++i) add({-src_stock_[t], -next(i, u), -stock(i, t)});
  for (int c = next0; c < n_; ++c) {
    // S1: cards never return to the stock.
    add({stock(c, u), -stock(c, t)});
    // S2: a card leaves the stock only by being turned, as the next card.
    add({-stock(c, u), stock(c, t), src_stock_[t]});
    add({-stock(c, u), stock(c, t), next(c, u)});
  }
  // T1/T2: the turned card is placed at once, where the destination says:
  // on pile p (if its owner may use p: otherwise the literal is false and
  // the clause forbids the action), or home.
  for (int i = next0; i < n_; ++i) {
    for (int p = 0; p < piles_; ++p)
      add({-src_stock_[t], -next(i, u), -dst_pile_[t][p], on_pile(i, p, t)});
    for (int k = 0; k < kFoundations; ++k)
      add({-src_stock_[t], -next(i, u), -dst_found_[t][k], home(i, t)});
  }
}

// Step t: the piles.
void PlanningModel::add_pile_step(int t) {
  const int u = t - 1;
  for (int p = 0; p < piles_; ++p) {
    // P4: a pile move needs a card on the pile.
    add({-src_pile_[t][p], at_or_above(0, p, u)});
    for (int c = 0; c < n_; ++c) {
      if (!may_lie(c, p)) continue;
      const int was = on_pile(c, p, u), is = on_pile(c, p, t), higher = at_or_above(c + 1, p, u);
      // P5: a pile move takes the top card (no card of a higher index on
      // the pile) home.
      if (!options_.drop_pile_move_effect) add({-src_pile_[t][p], -was, higher, home(c, t)});
      // P1/P2: a card leaves a pile only in a move from that pile, and
      // only as its top card.
      add({-was, is, src_pile_[t][p]});
      add({-was, is, -higher});
      // P3: a card arrives on a pile only as the turned card put there.
      add({was, -is, src_stock_[t]});
      add({was, -is, dst_pile_[t][p]});
      add({was, -is, next(c, u)});
    }
  }
}

// Step t: the foundations and the cards home.
void PlanningModel::add_foundation_step(int t) {
  const int u = t - 1;
  // H1: cards never leave a foundation.
  for (int c = 0; c < n_; ++c)
    if (modelled_[c]) add({-home(c, u), home(c, t)});

  // F1: the destination foundation takes one card (a full one takes none);
  // F2: the others keep their height.
  for (int k = 0; k < kFoundations; ++k) {
    const int to_k = dst_found_[t][k];
    for (int v = state_.found[k]; v <= kFoundationSize; ++v) {
      add({-found(k, v, u), -to_k, v < kFoundationSize ? found(k, v + 1, t) : -true_});
      add({-found(k, v, u), to_k, found(k, v, t)});
      // R1: foundation k with v cards takes only the rank it needs then.
      if (!options_.drop_rank_check && v < kFoundationSize)
        add({-to_k, -found(k, v, u), rank_moved_[t][kTables.needs[k][v]]});
    }
  }
  // R2: the card that goes home in this step has rank_moved's rank; R3:
  // one rank at most (the step moves one card).
  for (int c = 0; c < n_; ++c)
    if (modelled_[c]) add({-home(c, t), home(c, u), rank_moved_[t][deal_.stock[c].rank()]});
  for (int r = 1; r <= kRanks; ++r)
    for (int s = r + 1; s <= kRanks; ++s) add({-rank_moved_[t][r], -rank_moved_[t][s]});
}

// Family O (only with canonical_order): a partial-order reduction. Name
// each move by a label: "turn to foundation k", "turn to pile p", "pile p
// to foundation k". Two labels are independent when they touch neither
// the same foundation nor the same pile and are not both turns; then, in
// any position where one after the other is legal, so is the other order,
// with the same result (a pile move reads only its pile's top and its
// foundation's need; a turn only the next card and its destination).
// Order the labels: every turn before every pile move, pile moves by pile
// index. Among all the lines that differ only by swapping adjacent
// independent moves (they are all legal and all win, or none), the
// lexicographically least has no adjacent independent pair in decreasing
// order, or the swap would give a smaller one. So forbidding such pairs
// keeps a winning line whenever there is one. The pairs: a pile move
// from p to k followed by a turn that goes neither to k nor onto p, or by
// a pile move from a lower pile to another foundation.
void PlanningModel::add_canonical_order() {
  for (int t = 1; t < horizon_; ++t)
    for (int p = 0; p < piles_; ++p)
      for (int k = 0; k < kFoundations; ++k) {
        const int move = src_pile_[t][p], to_k = dst_found_[t][k];
        add({-move, -to_k, -src_stock_[t + 1], dst_found_[t + 1][k], dst_pile_[t + 1][p]});
        for (int q = 0; q < p; ++q) add({-move, -to_k, -src_pile_[t + 1][q], dst_found_[t + 1][k]});
      }
}

// Family E (only with lowest_empty_pile): a turned card goes onto an
// empty pile p only if every lower pile q of the same owner holds a card.
// Take a winning line that breaks it, at its first step s that does:
// p and q are both empty then and belong to the same owner, so swapping
// the names p and q in every move from s on gives a line that is legal
// step by step (the two piles' futures are exchanged, nothing else
// changes) and wins; it agrees with the old one before s and obeys the
// rule at s. Repeating this reaches a line that obeys the rule at every
// step. With canonical_order too: sort that line by swapping adjacent
// independent moves that stand in the wrong order (each swap removes an
// inversion, so this ends, at a line family O allows). A swap never moves
// a turn later past a pile move, only earlier, and a turn that passes a
// pile move from another pile finds every pile holding at least the cards
// it held, its own pile as empty as before: family E still holds. Swaps
// of two pile moves change no turn's moment.
void PlanningModel::add_lowest_empty_pile() {
  for (int t = 1; t <= horizon_; ++t)
    for (int p = 0; p < piles_; ++p)
      for (int q = 0; q < p; ++q)
        if (variant_.owner_of_pile(q) == variant_.owner_of_pile(p))
          add({-dst_pile_[t][p], at_or_above(0, p, t - 1), at_or_above(0, q, t - 1)});
}

// Family D (with canonical_order): no detour. A turned card put on pile
// p and moved from p home at the very next step could have gone home at
// once (no foundation changed in between): the line without the detour
// wins one step sooner. A shortest winning line has no detour; renaming
// piles (family E) and swapping independent moves (family O) keep its
// length, so the line that those arguments reach is shortest too.
void PlanningModel::add_no_detour() {
  for (int t = 1; t < horizon_; ++t)
    for (int p = 0; p < piles_; ++p) add({-dst_pile_[t][p], -src_pile_[t + 1][p]});
}

// Implied, for the solver's sake (true in every solution, so they change
// none): one card is turned a step at most, so card c is still in the
// stock until time c - next0. And before c is turned, the line has turned
// the c - next0 cards before it and made at most one pile move for each
// card on a pile at time 0 and each of those turned cards (a card leaves
// a pile once): c has left the stock by time
// start_pile_cards_ + 2 * (c - next0) + 1.
void PlanningModel::add_implied_stock_units() {
  const int T = horizon_, next0 = state_.next;
  for (int c = next0; c < n_; ++c) {
    for (int t = 0; t <= std::min(T, c - next0); ++t) add({stock(c, t)});
    for (int t = start_pile_cards_ + 2 * (c - next0) + 1; t <= T; ++t) add({-stock(c, t)});
  }
}

void PlanningModel::write_dimacs(std::ostream& out) const {
  out << "p cnf " << variables_ << ' ' << clause_count_ << '\n';
  bool line_start = true;
  for (int l : clauses_) {
    if (!line_start) out << ' ';
    out << l;
    line_start = l == 0;
    if (line_start) out << '\n';
  }
}

MoveList PlanningModel::decode(const std::vector<bool>& model) const {
  const auto holds = [&](int lit) {
    if (lit == true_) return true;
    if (lit == -true_) return false;
    const bool value = model.at(static_cast<std::size_t>(lit > 0 ? lit : -lit));
    return lit > 0 ? value : !value;
  };
  // The decoder keeps its own piles and stock pointer, so a move names the
  // card the action moves in the real game; replay() then judges the line.
  std::vector<std::vector<int>> piles(piles_);
  for (int p = 0; p < piles_; ++p) {
    std::uint8_t cards[kMaxStock];
    const int h = pile_cards(state_, p, cards);
    piles[p].assign(cards, cards + h);
  }
  int next_card = state_.next;
  MoveList moves;
  for (int t = 1; t <= horizon_; ++t) {
    if (holds(noop_[t])) break;
    Move m;
    int dst_k = -1, dst_p = -1, src_p = -1;
    for (int k = 0; k < kFoundations; ++k)
      if (holds(dst_found_[t][k])) dst_k = k;
    for (int p = 0; p < piles_; ++p) {
      if (holds(dst_pile_[t][p])) dst_p = p;
      if (holds(src_pile_[t][p])) src_p = p;
    }
    if (holds(src_stock_[t])) {
      if (next_card >= n_)
        break;  // not an action of any solution; replay() reports what is missing
      const int c = next_card++;
      m.card = deal_.stock[c];
      if (dst_p >= 0) {
        m.kind = Move::Kind::kStockToPile;
        m.pile = static_cast<std::uint8_t>(dst_p);
        piles[dst_p].push_back(c);
      } else {
        m.kind = Move::Kind::kStockToFoundation;
        m.foundation = static_cast<std::uint8_t>(dst_k < 0 ? 0 : dst_k);
      }
    } else if (src_p >= 0 && !piles[src_p].empty()) {
      m.kind = Move::Kind::kPileToFoundation;
      m.pile = static_cast<std::uint8_t>(src_p);
      m.foundation = static_cast<std::uint8_t>(dst_k < 0 ? 0 : dst_k);
      m.card = deal_.stock[piles[src_p].back()];
      piles[src_p].pop_back();
    } else {
      break;
    }
    moves.push_back(m);
  }
  return moves;
}

std::vector<bool> PlanningModel::assignment_of(const MoveList& line) const {
  std::vector<bool> a(static_cast<std::size_t>(variables_) + 1, false);
  if (static_cast<int>(line.size()) > horizon_) return {};
  const auto set = [&](int lit) {
    if (lit == true_ || lit == -true_) return;
    a[static_cast<std::size_t>(lit > 0 ? lit : -lit)] = lit > 0;
  };
  a[static_cast<std::size_t>(true_)] = true;
  std::vector<std::vector<int>> piles(piles_);
  for (int p = 0; p < piles_; ++p) {
    std::uint8_t cards[kMaxStock];
    const int h = pile_cards(state_, p, cards);
    piles[p].assign(cards, cards + h);
  }
  std::vector<bool> is_home(n_, false);
  std::array<int, kFoundations> height{};
  for (int k = 0; k < kFoundations; ++k) height[k] = state_.found[k];
  int next_card = state_.next;
  // The state variables of time t from the simulated position.
  const auto record = [&](int t) {
    for (int c = state_.next; c < n_; ++c) set(c >= next_card ? stock(c, t) : -stock(c, t));
    for (int i = state_.next; i <= n_; ++i) set(i == next_card ? next(i, t) : -next(i, t));
    for (int c = 0; c < n_; ++c)
      if (modelled_[c]) set(is_home[c] ? home(c, t) : -home(c, t));
    for (int p = 0; p < piles_; ++p) {
      int highest = -1;
      for (int c : piles[p]) highest = std::max(highest, c);
      for (int c = 0; c < n_; ++c) {
        const bool on = std::find(piles[p].begin(), piles[p].end(), c) != piles[p].end();
        const int lit = on_pile(c, p, t);
        if (lit != -true_) set(on ? lit : -lit);
        const int above = at_or_above(c, p, t);
        if (above != -true_) set(highest >= c ? above : -above);
      }
    }
    for (int k = 0; k < kFoundations; ++k)
      for (int v = state_.found[k]; v <= kFoundationSize; ++v)
        set(v == height[k] ? found(k, v, t) : -found(k, v, t));
  };
  record(0);
  for (int t = 1; t <= horizon_; ++t) {
    const int step = t - 1;
    if (step >= static_cast<int>(line.size())) {
      set(noop_[t]);
      record(t);
      continue;
    }
    const Move& m = line[static_cast<std::size_t>(step)];
    int card = -1;
    if (m.from_stock()) {
      if (next_card >= n_) return {};
      card = next_card++;
      set(src_stock_[t]);
    } else {
      if (m.pile >= piles_ || piles[m.pile].empty()) return {};
      card = piles[m.pile].back();
      piles[m.pile].pop_back();
      set(src_pile_[t][m.pile]);
    }
    if (m.kind == Move::Kind::kStockToPile) {
      if (m.pile >= piles_) return {};
      piles[m.pile].push_back(card);
      set(dst_pile_[t][m.pile]);
    } else {
      if (m.foundation >= kFoundations || height[m.foundation] >= kFoundationSize) return {};
      ++height[m.foundation];
      is_home[card] = true;
      set(dst_found_[t][m.foundation]);
      set(rank_moved_[t][deal_.stock[card].rank()]);
    }
    record(t);
  }
  if (options_.order_layer) set_order_values(a);
  return a;
}

}  // namespace reckon::calculation
