#include "core/games/calculation/players.h"

#include <boost/container/static_vector.hpp>

#include <array>
#include <vector>

#include "core/dice.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {
namespace {

// The table as the heuristic players see it: plain vectors.
class Table {
 public:
  // The table at position s of the deal.
  Table(const Deal& deal, const Variant& v, const State& s) : deal_(deal), v_(v), t_(v.tables()), king_(v.ranks) {
    for (int j = 0; j < static_cast<int>(deal.stock.size()); ++j)
      if (deal.stock[static_cast<std::size_t>(j)].rank() == king_) last_king_ = j;
    for (int k = 0; k < 4; ++k) count_[k] = s.found[k];
    std::uint8_t cards[kMaxStock];
    for (int p = 0; p < v.piles(); ++p) {
      const int n = pile_cards(s, p, cards);
      for (int j = 0; j < n; ++j) piles_[p].push_back(deal.stock[cards[j]]);
    }
  }

  // The rank foundation k (0-based) needs now; 0 when complete.
  Rank needs(int k) const { return t_.needs[k][count_[k]]; }

  // doc/rules.md: over the incomplete foundations that still need r, the fewest
  // cards one of them takes before it takes r.
  int distance(Rank r) const {
    int best = 99;
    for (int k = 0; k < 4; ++k) {
      const int pos = t_.position[k][r];
      if (pos > count_[k]) best = std::min(best, pos - count_[k] - 1);
    }
    return best;
  }

  // Of the foundations needing r now, the one holding fewest cards (ties:
  // lowest index); -1 if none.
  int home_for(Rank r) const {
    int best = -1;
    for (int k = 0; k < 4; ++k)
      if (needs(k) == r && (best < 0 || count_[k] < count_[best])) best = k;
    return best;
  }

  // Free moves until none is left: piles in index order (A's before B's),
  // starting again from the lowest after each move. owner < 0: any pile.
  bool free_moves(int owner, MoveList& out) {
    bool any = false;
    for (bool again = true; again;) {
      again = false;
      for (int p = 0; p < v_.piles() && !again; ++p) {
        if (piles_[p].empty() || (owner >= 0 && v_.owner_of_pile(p) != owner)) continue;
        const Card c = piles_[p].back();
        const int k = home_for(c.rank());
        if (k < 0) continue;
        piles_[p].pop_back();
        ++count_[k];
        out.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(k), c});
        again = any = true;
      }
    }
    return any;
  }

  // A king: the deck's top rank, the last card of every foundation.
  bool king_pile(int p) const { return !piles_[p].empty() && piles_[p].front().rank() == king_; }

  // doc/rules.md's pile choice for card i among its owner's piles.
  int simple_pile(int i) const {
    const Card c = deal_.stock[i];
    const int first = v_.owner_of_card(i) * v_.piles_per_owner, last = first + v_.piles_per_owner;
    int empty = -1, empties = 0;
    for (int p = first; p < last; ++p)
      if (piles_[p].empty()) {
        if (empty < 0) empty = p;
        ++empties;
      }
    if (c.rank() == king_) {
      for (int p = first; p < last; ++p)
        if (king_pile(p)) return p;
      if (empty >= 0) return empty;
    } else {
      const int dx = distance(c.rank());
      int best = -1, best_gap = 0;
      for (int p = first; p < last; ++p) {
        if (piles_[p].empty() || king_pile(p)) continue;
        const int gap = distance(piles_[p].back().rank()) - dx;
        if (gap > 0 && (best < 0 || gap < best_gap)) best = p, best_gap = gap;
      }
      if (best >= 0) return best;
      if (empty >= 0) {
        bool any_king_pile = false;
        for (int p = first; p < last; ++p) any_king_pile = any_king_pile || king_pile(p);
        const bool kings_left = i < last_king_;
        if (!(empties == 1 && !any_king_pile && kings_left)) return empty;
      }
    }
    // The pile (non-king piles first) whose top is needed latest.
    for (int pass = 0; pass < 2; ++pass) {
      int best = -1, best_d = -1;
      for (int p = first; p < last; ++p) {
        if (piles_[p].empty() || king_pile(p) != (pass == 1)) continue;
        const int d = distance(piles_[p].back().rank());
        if (d > best_d) best = p, best_d = d;
      }
      if (best >= 0) return best;
    }
    return empty;  // only the kept empty pile is left
  }

  // The "runs" player's preference: a top that directly follows the card in
  // a foundation needing both, then a top of the card's own rank.
  int run_pile(int i) const {
    const Card c = deal_.stock[i];
    if (c.rank() == king_) return -1;
    const int first = v_.owner_of_card(i) * v_.piles_per_owner, last = first + v_.piles_per_owner;
    for (int p = first; p < last; ++p) {
      if (piles_[p].empty() || king_pile(p)) continue;
      const Rank y = piles_[p].back().rank();
      for (int k = 0; k < 4; ++k) {
        const int pc = t_.position[k][c.rank()], py = t_.position[k][y];
        if (pc > count_[k] && py == pc + 1) return p;
      }
    }
    for (int p = first; p < last; ++p)
      if (!piles_[p].empty() && !king_pile(p) && piles_[p].back().rank() == c.rank()) return p;
    return -1;
  }

  void turn(int i, int pile, MoveList& out) {
    const Card c = deal_.stock[i];
    const int k = home_for(c.rank());
    if (k >= 0) {
      ++count_[k];
      out.push_back({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), c});
    } else {
      piles_[pile].push_back(c);
      out.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(pile), 0, c});
    }
  }

 private:
  const Deal& deal_;
  const Variant& v_;
  const FoundationTables& t_;
  Rank king_;
  // Fixed capacity, no allocation: the fair player plays thousands of these
  // games for each of its own.
  std::array<boost::container::static_vector<Card, kMaxStock>, kMaxPiles> piles_;
  int count_[4] = {};
  int last_king_ = -1;  // stock index of the last king (-1: none)
};

MoveList play_rules(const Deal& deal, const Variant& v, const State& from, Strategy s, double noise,
                    std::uint64_t seed, bool hold = false) {
  Table t(deal, v, from);
  Dice dice(seed);
  MoveList out;
  out.reserve(2 * deal.stock.size());
  const int n = static_cast<int>(deal.stock.size());
  for (int i = from.next; i < n; ++i) {
    const int owner = v.expert ? v.owner_of_card(i) : -1;
    if (!hold || i > from.next) t.free_moves(owner, out);
    int pile = s == Strategy::kRuns ? t.run_pile(i) : -1;
    if (pile < 0) pile = t.simple_pile(i);
    if (noise > 0 && dice.uniform() < noise)
      pile = v.owner_of_card(i) * v.piles_per_owner + static_cast<int>(dice.below(static_cast<std::uint64_t>(v.piles_per_owner)));
    t.turn(i, pile, out);
    t.free_moves(owner, out);
  }
  if (!v.expert) {
    t.free_moves(-1, out);
  } else {
    // Turns of free moves, each from the player's own piles, until two
    // turns in a row make none. The last card was turned by player (n-1)%2,
    // so the next turn is the other player's.
    int player = n % 2, idle = 0;
    while (idle < 2) {
      idle = t.free_moves(player, out) ? 0 : idle + 1;
      player = 1 - player;
    }
  }
  return out;
}

// One-step lookahead with the optimistic plan: among the search's children
// of each turn, the first (lowest plan cost) is taken. The plan settles in
// one order and (Experte) is blind to the turns, as when this player was
// defined and its figures measured (the search has since learnt more:
// plan.h).
MoveList play_planner(const Deal& deal, const Variant& v, const State& from, double noise,
                      std::uint64_t seed) {
  Dice dice(seed);
  Pruning pruning;
  pruning.set(Rule::kDeadEnd, false);  // a player does not prove dead ends
  pruning.set(Rule::kPlan, noise == 0);  // a fallible player may spoil a playable plan
  pruning.set(Rule::kPlayout, false);    // not part of the player as defined and measured
  Game game(deal, v, pruning, PlanStyle{.settle_orders = 1, .follow_turns = false});
  State s = from;
  std::vector<State> kids;
  MoveList out;
  while (!game.is_won(s)) {
    MoveList finish;
    if (noise == 0 && game.finish(s, finish)) {
      out.insert(out.end(), finish.begin(), finish.end());
      break;
    }
    game.expand(s, kids);
    if (kids.empty()) break;
    std::size_t pick = 0;
    if (noise > 0 && kids.size() > 1 && dice.uniform() < noise) pick = dice.below(kids.size());
    const MoveList step = game.explain(s, kids[pick]);
    out.insert(out.end(), step.begin(), step.end());
    s = kids[pick];
  }
  return out;
}

}  // namespace

std::string_view strategy_name(Strategy s) {
  switch (s) {
    case Strategy::kSimple: return "simple";
    case Strategy::kRuns: return "runs";
    case Strategy::kPlanner: return "planner";
  }
  return "?";
}

std::optional<Strategy> strategy_from_name(std::string_view name) {
  for (Strategy s : {Strategy::kSimple, Strategy::kRuns, Strategy::kPlanner})
    if (strategy_name(s) == name) return s;
  return std::nullopt;
}

std::string strategy_names() { return "simple, runs or planner"; }

MoveList play(const Deal& deal, const Variant& v, Strategy s, double noise, std::uint64_t seed) {
  if (s == Strategy::kPlanner) return play_planner(deal, v, initial_state(v), noise, seed);
  return play_rules(deal, v, initial_state(v), s, noise, seed);
}

MoveList play_from(const Deal& deal, const Variant& v, const State& from, Strategy s) {
  if (s == Strategy::kPlanner) return play_planner(deal, v, from, 0, 0);
  return play_rules(deal, v, from, s, 0, 0);
}

Move placement_at(const Deal& deal, const Variant& v, const State& s, Strategy strategy) {
  Table t(deal, v, s);
  const int i = s.next;
  int pile = strategy == Strategy::kRuns ? t.run_pile(i) : -1;
  if (pile < 0) pile = t.simple_pile(i);
  MoveList one;
  t.turn(i, pile, one);
  return one.front();
}

bool wins_from(const Deal& deal, const Variant& v, const State& s, Strategy strategy, bool hold) {
  const MoveList moves = play_rules(deal, v, s, strategy, 0, 0, hold);
  int home = s.cards_on_foundations();
  for (const Move& m : moves) home += m.to_foundation() ? 1 : 0;
  return home == kFoundations * v.ranks;
}

}  // namespace reckon::calculation
