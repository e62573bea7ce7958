#pragma once
// A Calculation-family position as a satisfiability problem (rule "sat"):
// the formula has a solution exactly when the position can be won, and a
// solution is a winning line. Calculation and Rechenkünstler's levels with
// pile ownership; not Experte (whose free moves wait for turns).
//
// The cards still to go home (on the piles, or in the stock) each get
//   A[c][k]  c goes onto foundation k (into the one slot of its rank there)
//   D[i]     stock card i goes home straight from the stock when turned
//   P[i][p]  stock card i goes onto waste pile p (when not D[i])
//   B[a][b]  a goes home before b (a total order of the home moves)
//   X[c][t]  c goes home after stock card t is turned and placed (c is on a
//            pile, or still in the stock, when t is turned)
// A line is read off the order B with every turn made as late as possible:
// just before the first home move of a card turned then or later (the card
// itself, or one on top of it). The clauses say:
//   - each card goes to one foundation that still needs its rank, and each
//     open slot gets one card;
//   - X is monotone in t, and a stock card goes home after its own turn;
//   - turns as late as possible: the card turned at t, going home before
//     a, puts a after turn t (X may say "after" more often than the line
//     does; that only asks more of the line below);
//   - B is transitive (where a two-pile chain implies a clause of it, the
//     chain stands in for it: below);
//   - on each foundation, the card of a slot goes home before any later slot's,
//     and not before the first card of each earlier slot's rank is turned;
//   - a direct card goes home in its own phase, before everything else of
//     that phase; any other stock card goes onto exactly one pile of its
//     owner;
//   - last in, first out: a card put on a pile while another card is still
//     there goes home before it (and the position's piles keep their order);
//   - empty piles of one owner are interchangeable: they are used in order;
//   - two-pile chains (rule "chains", for owners with two piles): cards
//     x, y, z of one such owner, placed in that order (the position's pile
//     cards first, bottom up, then the stock in turn order), with x going
//     home after z's turn, do not go home in the order x, y, z:
//     not X[x][z] or not B[x][y] or not B[y][z]. Two pile cards on
//     different piles were not placed on each other: for them the order
//     y, x, z is forbidden as well.
//
// Why an unsatisfiable formula proves the position lost: take any winning
// line. Move every free move made between turning a card and placing it to
// just before that turn (the card is nowhere yet, so the move is as legal
// there). Then put off every turn until the first home move that needs it:
// a later turn only puts a card on a pile later, when the pile holds no
// more than before, so every move stays legal (a direct card still goes
// home at once: nothing came between its turn and its home move). Relabel
// one owner's empty piles in the order the line first uses them. Setting
// each variable to what this line does satisfies every clause: each clause
// states a rule the line obeys. So a winning line gives a solution; no
// solution, no winning line.
//
// The two-pile chains are such a rule, though not one of the game's own:
// in the line above, suppose x, y, z of an owner with two piles go home in
// the order x, y, z, and x goes home after z's turn (X[x][z]); then so does
// y, which goes home after x. So z does not go straight home (it would go
// home at its turn, before x). In this line, then, z is put on a pile
// right after its turn (nothing comes in between), and x and y are on
// piles at that moment: each was on a pile at the start or was turned
// before z, and not straight home (that would be before z's turn). So the
// owner's two piles hold x, y and z: two of them share a pile, and the one
// of the two placed later lies above the other and goes home first (cards
// leave a pile only from the top, and never move to another pile).
// Whichever two they are, that breaks the order x, y, z: a contradiction,
// so the line satisfies the clause. Two pile cards x and y on different
// piles do not share a pile, so z shares one with x or with y and goes
// home before it: neither x, y, z nor y, x, z. (Pile cards on one pile are
// left out: last in, first out already says the upper goes home first.)
// A clause that also asked X[y][z] would say nothing more of the line and
// less to the solver (Calculation W=2 deals 1..200 on one thread: 58.6 s
// with it, 39.2 s without). An owner with three piles or more could hold
// all three apart.
//
// A chain clause makes a transitivity clause of its triple redundant, and
// that one is left out. With z turned at t, the late-turn clause
// (X[x][t] or B[x][z]) and the chain clause (not X[x][t] or not B[x][y] or
// not B[y][z]) resolve on X[x][t] into (not B[x][y] or not B[y][z] or
// B[x][z]), the clause that forbids the 3-cycle x, y, z, x. So the formula
// without it has the same solutions. Nor does the solver lose a
// propagation: whenever the left-out clause would force its last literal
// (or conflict), the two force it in two steps (B[x][y] and B[y][z] true:
// the chain clause sets X[x][t] false, then the late-turn clause sets
// B[x][z]; B[x][y] true and B[x][z] false: the late-turn clause sets
// X[x][t], then the chain clause sets B[y][z] false; and so on). Likewise
// the second chain clause of two pile cards on different piles stands in
// for the triple's other transitivity clause. At a Calculation W=2 deal's
// start every triple is chained: 17,296 of the 63,307 clauses go, and W=2
// deals 201..600 take 17 % less time on one thread, with conflicts within
// 1 % (doc/journal/2026-12.md, 2026-12-05).
//
// Why a solution is a winning line (decode(), and the independent checker
// replays it like every other): make the home moves in the order B, each
// turn just before the first home move that needs it. A card is on top of
// its pile when it goes home: a card put on it later, while it was there,
// has X true at that turn, so by last in, first out it went home first. The
// foundations take the cards in slot order, and a direct card goes home
// right after its turn.
#include <functional>
#include <initializer_list>
#include <span>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

// Clause families that can be left out (search rules: each keeps the
// formula exact, satisfiable exactly when the position can be won).
struct SatModelOptions {
  bool chains = true;  // rule "chains": the two-pile chains
};

class SatModel {
 public:
  using Options = SatModelOptions;

  // Throws std::invalid_argument for Experte.
  SatModel(const Deal& deal, const Variant& variant, const State& start,
           const Options& options = {});

  int variables() const { return variables_; }
  const std::vector<int>& literals() const { return literals_; }  // clauses, each ended by 0
  std::size_t clauses() const { return clauses_; }
  std::size_t chain_clauses() const { return chain_clauses_; }  // of those, two-pile chains

  // The memory a model of this position takes, at most (from the number of
  // cards still to go home, before building it: --max-memory), and what
  // this one holds.
  static std::size_t estimated_bytes(const Deal& deal, const Variant& variant, const State& start,
                                     const Options& options = {});
  std::size_t bytes() const;

  // The literals of what a line from the start does, winning or not, one
  // for every variable: a solver that tries these values first starts
  // near a solution. For a winning line they are assignment_of(line), a
  // solution. A line that leaves cards on the piles (or in the stock) is
  // finished on paper: after its own moves the cards left go home level by
  // level (slot j of every foundation holding fewer than j cards, in
  // foundation order; any card of the rank the slot wants, the topmost
  // first), which breaks some clause. Throws std::invalid_argument for a
  // move that does not fit.
  std::vector<int> line_phases(const MoveList& line) const;

  // The winning line from the start that a solution describes (value(v):
  // the solution's value of variable v).
  MoveList decode(const std::function<bool(int)>& value) const;

  // Literals that, taken as true together with the formula, say the line
  // starts with `m` (a legal next move from the start): the formula with
  // them is satisfiable exactly when the position after m can be won. So
  // one model of a position labels all its next moves (jobs/hint). Why:
  //   - a top card c to foundation k: A[c][k]. A winning line that puts c
  //     on k anywhere still wins with that move made first: k needs c's
  //     rank now, so nothing goes onto k before c, and a card put on c's
  //     pile meanwhile went home before c (last in, first out).
  //   - the turned card t home to k: D[t] and A[t][k]. A line where t goes
  //     home straight from the stock into k's open slot still wins with
  //     that made first: it only fills k earlier, and nothing else goes
  //     onto k before t.
  //   - t onto pile p: not D[t], P[t][p], and X[c][t] for each card c on p
  //     (they go home after t's turn; by last in, first out, after t).
  //     Such a line still wins with t placed first: the cards of p wait
  //     for t anyway, and the other piles do not care. Conversely, in a
  //     line starting with t onto p, p's cards wait for t, and so for its
  //     turn. An empty p stands for the owner's first empty pile (empty
  //     piles are used in order, and the positions after t onto any empty
  //     pile of one owner differ only in the piles' names).
  // Throws std::invalid_argument for a move the start does not allow.
  std::vector<int> first_move_literals(const Move& m) const;

  // The other way: the solution that a winning line from the start gives,
  // as the argument above (why an unsatisfiable formula proves a loss)
  // builds it: the line's order of home moves, each turn as late as
  // possible, one owner's piles empty at the start relabelled in the order
  // the line first uses them. value[v] for variables 1..variables(). For
  // tests: every clause must hold under it. Throws std::invalid_argument
  // for a line that is not a win from the start (a move that does not fit).
  std::vector<bool> assignment_of(const MoveList& line) const;

 private:
  // What a line from the start does to each card (assignment_of,
  // line_phases): its place among the home moves, foundation (-1: none),
  // pile (-1: none; an owner's piles empty at the start renamed in the order
  // the line first uses them) and whether it went straight home.
  // finish_left: see line_phases; without it, a line that leaves a card
  // throws.
  struct LineTrace {
    std::vector<int> home_pos, foundation, pile;
    std::vector<bool> direct;
  };
  LineTrace trace(const MoveList& line, bool finish_left) const;
  std::vector<bool> values_of(const LineTrace& t) const;

  int var() { return ++variables_; }
  // Clauses are written by the ten thousand (35,000 for transitivity at a
  // W=2 deal's start): no container of their own, so no allocation each.
  void clause(std::span<const int> lits);
  void clause(std::initializer_list<int> lits) {
    clause(std::span<const int>(lits.begin(), lits.size()));
  }
  // The literal "card a goes home before card b" (a != b, card numbers).
  int before(int a, int b) const;
  // The literal "card c goes home after turn t", 0 when that is certain.
  int after(int c, int t) const;
  int first_stock_card() const { return m_ - (n_ - start_.next); }  // card number of the next turn
  Rank rank_of(int c) const;
  void at_most_one(const std::vector<int>& lits);

  // The constructor's parts, in the order they number the variables and
  // write the clauses.
  std::vector<std::vector<int>> number_cards();
  void add_foundation_choices();  // A
  void add_phases();              // X
  void add_home_order();          // B, and the late turns
  std::vector<int> owners_of_cards() const;
  struct ChainRule;  // which two-pile chain clauses a triple gets
  void add_transitivity(const ChainRule& chain_rule);
  void add_slot_bounds();
  void add_slot_order();
  void add_stock_card_places();  // D and P
  void add_empty_pile_order();
  void add_last_in_first_out(const std::vector<std::vector<int>>& on_pile);
  void add_chains(const ChainRule& chain_rule);

  const Deal& deal_;
  Variant variant_;
  State start_;
  int n_;                         // stock size
  std::vector<int> stock_index_;  // card number -> stock index
  std::vector<int> fixed_pile_;   // card number -> its pile in the position, or -1 (a stock card)
  int m_ = 0;                     // cards in play
  std::vector<std::array<int, kFoundations>> a_;  // A[c][k] (0: not allowed)
  std::vector<int> d_;                            // D[c] (stock cards)
  std::vector<std::vector<int>> p_;               // P[c][p] (0: not allowed)
  std::vector<std::vector<int>> x_;               // X[c][t - start.next]
  std::vector<int> b_;                            // B[a][b], a < b, row-major
  int variables_ = 0;
  std::size_t clauses_ = 0;
  std::size_t chain_clauses_ = 0;
  std::vector<int> literals_;
};

}  // namespace reckon::calculation
