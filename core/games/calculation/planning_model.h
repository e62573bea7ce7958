#pragma once
// A second satisfiability model of Calculation positions, written to check
// the first one: a time-indexed planning encoding that follows the rule
// text of doc/rules.md as literally as it can. One step is one primitive action
// (turn the next stock card onto a foundation or a pile; move a pile's top
// onto a foundation; or nothing, once the game is won). Variables say where
// every card is after every step, how many cards each foundation holds and
// which stock card is next; the clauses say how one action changes them and
// that nothing else changes. planning_model.cc argues, clause family by
// clause family, that the solutions are exactly the winning lines.
//
// On top of the time steps, an order layer (PlanningModelOptions::
// order_layer, on by default): variables that do not depend on time (which
// of two cards goes home first, which foundation and which pile each card
// goes to, which card lies on which), defined from the time-indexed ones
// (family L), and clauses about them that every winning line satisfies
// (family I). They let the solver learn facts about orders instead of time
// steps, which is what decides full-deal losses; a loss then rests on the
// I clauses being implied as well: planning_order_layer.cc argues each one ("The
// order layer"), and the tests compare with brute force, also with one I
// clause deliberately broken.
//
// It is slower than the project's model and not meant to decide deals in
// the search; it is an independent check of verdicts (and its CNF can be
// written as DIMACS for a proof checker). What it decides, and at what
// cost, is in doc/results.md ("The second model"):
// tests/planning_model_deals.cc runs it on full deals and positions.
//
// Calculation with any W, preplaced bases or not, and Rechenkünstler levels
// but Experte (stock card i only to the piles of player i mod 2). Experte's
// turn rule is not a property of single steps; the model refuses it.
#include <cstdint>
#include <iosfwd>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

// Test-only switches: each drops one family of transition clauses, so that
// the tests can show a comparison with brute force notices a wrong encoding.
struct PlanningModelOptions {
  bool drop_pile_move_effect = false;  // "a pile move takes the pile's top card home"
  bool drop_rank_check = false;        // "foundation k takes only the rank it needs now"
  bool drop_pile_ownership = false;    // Rechenkünstler: "card i only onto player i mod 2's piles"
  int horizon = -1;  // steps; -1: the bound that every winning line fits (see .cc)
  // Off: the solutions are exactly the winning lines. On: only the lines in
  // which no two adjacent moves that commute stand in the "wrong" order
  // (planning_model.cc, family O); every winning line has such a
  // rearrangement, so the verdict is the same, and the solver has far fewer
  // orders of the same moves to refute.
  bool canonical_order = false;
  // Off: as above. On: a turned card goes onto an empty pile only when no
  // lower-numbered pile of the same owner is empty too (planning_model.cc,
  // family E). Empty piles of one owner are interchangeable, so every
  // winning line has a renamed twin that obeys this; with canonical_order
  // as well, some line obeys both (the argument is at family E).
  bool lowest_empty_pile = false;
  // The order layer (planning_order_layer.cc): families L and
  // I. Off: the literal model alone.
  bool order_layer = true;
  // Test-only: a wrong I clause (last in first out with the piles' order
  // reversed: a card goes home before the cards put on it), so that the
  // tests can show brute force catches a clause that is not implied.
  bool break_lifo = false;
};

class PlanningModel {
 public:
  // Throws std::invalid_argument for Experte.
  PlanningModel(const Deal& deal, const Variant& variant, const State& state,
                PlanningModelOptions options = {});

  int variables() const { return variables_; }
  // DIMACS literals, each clause ended by 0 (what solver::solve_formula takes).
  const std::vector<int>& clauses() const { return clauses_; }
  std::size_t clause_count() const { return clause_count_; }
  int horizon() const { return horizon_; }

  // "p cnf V C" and the clauses, one a line.
  void write_dimacs(std::ostream& out) const;

  // The winning line a solution describes (model[v] for variables 1..n, as
  // solver::SatResult gives it), from the model's position on: the moves to
  // append to the moves that led there.
  MoveList decode(const std::vector<bool>& model) const;

  // The other way round: the assignment (indexed like a model) that a line
  // of legal moves from the model's position describes, idle after its
  // end; empty if the line is longer than the horizon or names a card the
  // position does not have where it moves it from. A winning line must
  // give a solution (every clause true); tests check that with the
  // project's lines, and it is a good first guess for the solver.
  std::vector<bool> assignment_of(const MoveList& line) const;

 private:
  int new_var() { return ++variables_; }
  void add(std::initializer_list<int> lits);
  void add(const std::vector<int>& lits);
  void exactly_one(const std::vector<int>& lits);
  void build();
  // build()'s parts (planning_model.cc), in the order they number the
  // variables and write the clauses.
  void follow_cards();
  void make_variables();
  void add_invariants(int t);
  void add_start_position();
  void add_action_choice(int t);    // step t: A1-A4
  void add_stock_step(int t);       // S1, S2, S5, T1/T2
  void add_pile_step(int t);        // P1-P5
  void add_foundation_step(int t);  // H1, F1/F2, R1-R3
  void add_canonical_order();       // family O
  void add_lowest_empty_pile();     // family E
  void add_no_detour();             // family D
  void add_implied_stock_units();
  bool may_lie(int c, int p) const;  // card c may ever lie on pile p
  void build_order_layer();
  // build_order_layer()'s parts (planning_order_layer.cc), over the
  // followed cards, in the same order.
  void make_order_variables(const std::vector<int>& cards);
  void define_before_and_early(const std::vector<int>& cards);  // L1, L2
  void define_onto(const std::vector<int>& cards);              // L3
  void define_placed_and_direct();                              // L4
  void define_under(const std::vector<int>& cards);             // L5
  void add_strict_order(const std::vector<int>& cards);         // I1
  void add_foundation_order(const std::vector<int>& cards);     // I2
  void add_stock_order(const std::vector<int>& cards);          // I3
  void add_pile_order(const std::vector<int>& cards);           // I4
  int first_out(int c) const;    // the first time c can be out of the stock
  int gone_by(int i) const;      // the time by which stock card i is surely out
  int slot(int c, int k) const;  // the height at which k takes c's rank, or -1
  // The order variables' values (family L's meaning) from the time-indexed
  // part of an assignment.
  void set_order_values(std::vector<bool>& a) const;

  // Literal accessors (a literal fixed false or true where a variable would
  // be constant: kFalse/kTrue stand for a variable forced true by a unit).
  int stock(int c, int t) const;  // card c is still in the stock at time t
  int next(int i, int t) const;   // stock card i is the next to turn (i == n_: the stock is empty)
  int on_pile(int c, int p, int t) const;
  int home(int c, int t) const;
  int at_or_above(int c, int p, int t) const;  // pile p holds a card with stock index >= c
  int found(int k, int v, int t) const;        // foundation k holds v cards
  // The order layer's literals (constants where the position decides them).
  int before(int a, int b) const;        // a goes home before b (a != b)
  int early(int a, int i) const;         // a goes home before stock card i is turned
  int onto(int c, int k) const;          // c goes to foundation k
  int placed(int c, int p) const;        // c is put on pile p (or lies there at time 0)
  int direct(int c) const;               // stock card c goes home as it is turned
  int under(int a, int q, int c) const;  // a < c; a lies on pile q when c is put there

  Deal deal_;
  Variant variant_;
  State state_;
  PlanningModelOptions options_;
  int n_ = 0;  // stock size
  int piles_ = 0;
  int start_pile_cards_ = 0;  // cards on the piles at time 0
  int horizon_ = 0;           // T: times 0..T, steps 1..T
  int variables_ = 0;
  int true_ = 0;  // a variable forced true
  std::vector<int> clauses_;
  std::size_t clause_count_ = 0;

  // Which cards the model follows: those on piles at time 0 and those still
  // in the stock. The others are home (their foundation heights say so).
  std::vector<bool> modelled_;
  std::vector<int> start_pile_;  // pile card c lies on at time 0, or -1
  // Variable tables, indexed [t][...]; 0 where the literal is a constant.
  std::vector<std::vector<int>> stock_, next_, home_, found_, rank_moved_, above_;
  std::vector<std::vector<int>> pile_;  // [t][c * piles_ + p]
  // Actions of step t (t = 1..T): source stock / pile p, destination
  // foundation k / pile p, or no action.
  std::vector<int> src_stock_, noop_;
  std::vector<std::vector<int>> src_pile_, dst_found_, dst_pile_;
  // Order variables (0: none): before_[a * n + b] for a < b (b before a is
  // its negation), early_[a * n + i], onto_[c * 4 + k], placed_[c * piles
  // + p], direct_[c], under_[(a * n + c) * piles + q].
  std::vector<int> before_, early_, onto_, placed_, direct_, under_;
};

}  // namespace reckon::calculation
