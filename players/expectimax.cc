#include "players/expectimax.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "core/games/calculation/foundations.h"
#include "core/games/calculation/state.h"

namespace reckon::players {

using calculation::kFoundations;
using calculation::kMaxPiles;
using calculation::kTables;

namespace {
constexpr int kMaxHeight = calculation::kMaxStock;
}  // namespace

// Piles as fixed arrays of ranks (bottom first): a copy per child is cheap
// next to a hash lookup, and nothing here needs the stock indices a State
// keeps.
struct Expectimax::Pos {
  std::array<std::uint8_t, kFoundations> found{};
  std::array<std::uint8_t, kRanks + 1> unseen{};
  std::uint8_t owner = 0;
  std::uint8_t left = 0;  // face-down cards in all
  std::array<std::uint8_t, kMaxPiles> height{};
  std::array<std::array<Rank, kMaxHeight>, kMaxPiles> card{};
  const calculation::FoundationTables* tables = &kTables;  // the deck's (Variant::tables())

  Rank needs(int k) const { return tables->needs[k][found[k]]; }
  Rank top(int q) const { return height[q] ? card[q][height[q] - 1] : 0; }
  // Plain loops: a pile is a few cards, where std::equal and
  // std::lexicographical_compare on bytes each become a memcmp call.
  bool same_pile(int a, int b) const {
    if (height[a] != height[b]) return false;
    for (int i = 0; i < height[a]; ++i)
      if (card[a][i] != card[b][i]) return false;
    return true;
  }
  bool pile_before(int a, int b) const {  // lexicographic order of the piles' ranks
    const int n = std::min(height[a], height[b]);
    for (int i = 0; i < n; ++i)
      if (card[a][i] != card[b][i]) return card[a][i] < card[b][i];
    return height[a] < height[b];
  }
};

namespace {

using Pos = Expectimax::Pos;

}  // namespace

// found, owner, unseen, then each owner's piles sorted: piles of one owner
// are interchangeable, and nothing else is.
Expectimax::Key key_of(const Pos& p, const calculation::Variant& v, bool sorted) {
  static_assert(calculation::kFoundations * 4 + 1 + kRanks * 3 <= 64,
                "the first word holds the rest");
  static_assert((kMaxHeight + kMaxPiles) * 4 <= 5 * 64, "the piles fit the other words");
  Expectimax::Key k;
  std::uint64_t head = 0;
  int bit = 0;
  for (int f = 0; f < calculation::kFoundations; ++f, bit += 4)
    head |= std::uint64_t{p.found[f]} << bit;
  head |= std::uint64_t{p.owner} << bit++;
  for (Rank r = 1; r <= kRanks; ++r, bit += 3) head |= std::uint64_t{p.unseen[r]} << bit;
  k.w[0] = head;
  int nibble = 0;
  const auto put = [&](std::uint64_t x) {
    k.w[1 + nibble / 16] |= x << (4 * (nibble % 16));
    ++nibble;
  };
  std::array<int, kMaxPiles> order{};
  for (int o = 0; o < v.owners; ++o) {
    const int first = o * v.piles_per_owner, n = v.piles_per_owner;
    for (int i = 0; i < n; ++i) order[i] = first + i;
    if (sorted)
      std::sort(order.begin(), order.begin() + n,
                [&](int a, int b) { return p.pile_before(a, b); });
    for (int i = 0; i < n; ++i) {
      const int q = order[i];
      for (int j = 0; j < p.height[q]; ++j) put(p.card[q][j]);
      put(0);
    }
  }
  return k;
}

namespace {

// How many cards of rank r (one of the deck's) the foundations hold.
int home_count(const std::array<std::uint8_t, kFoundations>& found, Rank r, const calculation::FoundationTables& t) {
  int n = 0;
  for (int k = 0; k < kFoundations; ++k) n += t.position[k][r] <= found[k] ? 1 : 0;
  return n;
}


// dead(p): some card on a pile can never go home, whatever order the
// face-down cards come in and whatever the player does. Sound because it
// only ever relaxes the game: it computes which cards *might* go home,
// as a fixpoint:
//   - a rank is obtainable when a card of it is face down or might go home;
//   - a pile card might go home when every card above it might, and some
//     foundation still waiting for its rank has every rank it needs before
//     it obtainable.
// In any winning line, take the pile cards in the order they go home: when
// card c goes home on foundation f, every card above c has gone home
// earlier, and f has received one card of each rank it needed before c,
// from the stock or a pile (earlier, so marked); cards placed later never
// lie on the piles as they are now. By induction every pile card is marked,
// so an unmarked one means no line wins. (Copies are not counted: one
// obtainable card of a rank is taken to serve every foundation needing it.)
bool dead(const Pos& p, const calculation::Variant& v) {
  std::array<bool, kRanks + 1> obtainable{};
  for (Rank r = 1; r <= kRanks; ++r) obtainable[r] = p.unseen[r] > 0;
  std::array<int, kMaxPiles> unmarked{};  // the cards of pile q at index < unmarked[q] are not marked
  bool any = false;
  for (int q = 0; q < v.piles(); ++q) any |= (unmarked[q] = p.height[q]) > 0;
  if (!any) return false;
  const auto might_go_home = [&](Rank a) {
    for (int k = 0; k < kFoundations; ++k) {
      const int at = p.tables->position[k][a];
      if (at <= p.found[k]) continue;  // k holds its a already
      bool ok = true;
      for (int j = p.found[k] + 1; j < at && ok; ++j) ok = obtainable[p.tables->needs[k][j - 1]];
      if (ok) return true;
    }
    return false;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (int q = 0; q < v.piles(); ++q) {
      while (unmarked[q] > 0 && might_go_home(p.card[q][unmarked[q] - 1])) {
        obtainable[p.card[q][unmarked[q] - 1]] = true;
        --unmarked[q];
        changed = true;
      }
    }
  }
  for (int q = 0; q < v.piles(); ++q)
    if (unmarked[q] > 0) return true;
  return false;
}

// players::make_free_moves on ranks: scan the piles in order; the first top
// some foundation needs goes to the one holding fewer cards (ties to the
// lower); then scan again from the first pile.
void make_greedy_free_moves(Pos& p, const calculation::Variant& v) {
  for (bool again = true; again;) {
    again = false;
    for (int q = 0; q < v.piles() && !again; ++q) {
      const Rank t = p.top(q);
      if (t == 0) continue;
      int home = -1;
      for (int k = 0; k < kFoundations; ++k)
        if (p.needs(k) == t && (home < 0 || p.found[k] < p.found[home])) home = k;
      if (home < 0) continue;
      --p.height[q];
      ++p.found[home];
      again = true;
    }
  }
}

// The best of a decision node's options, some perhaps only bounded.
struct Best {
  double exact = -1;  // the best exact value so far
  double bound = -1;  // the highest upper bound of the options cut off
  void add(Expectimax::Value x) { (x.exact ? exact : bound) = std::max(x.exact ? exact : bound, x.v); }
  double alpha(double a) const { return std::max(a, exact); }
  // Exact when the best exact option is at least every bound; otherwise
  // every option is at most alpha (a cut-off option was asked with alpha
  // itself, since its bound exceeds every exact value before it).
  Expectimax::Value result() const {
    if (exact >= bound) return {exact, true};
    return {bound, false};
  }
};
}  // namespace

Expectimax::Expectimax(const calculation::Variant& variant, bool prune, FreeMoves free)
    : variant_(variant), prune_(prune), free_(free) {
  if (variant.expert) throw std::invalid_argument("expectimax: Experte is not supported");
  if (variant.owners < 1 || variant.owners > 2 || variant.piles() < 1 || variant.piles() > kMaxPiles)
    throw std::invalid_argument("expectimax: variant out of range");
  if (!calculation::playable_ranks(variant.ranks)) throw std::invalid_argument("expectimax: no deck of that many ranks");
}

Expectimax::Pos Expectimax::pos_of(const Endgame& e) const {
  if (e.variant != variant_) throw std::invalid_argument("expectimax: endgame of another variant");
  if (static_cast<int>(e.piles.size()) != variant_.piles()) throw std::invalid_argument("expectimax: pile count");
  if (e.owner < 0 || e.owner >= variant_.owners) throw std::invalid_argument("expectimax: owner");
  Pos p;
  p.tables = &variant_.tables();
  const int ranks = variant_.ranks;
  p.found = e.found;
  p.unseen = e.unseen;
  p.owner = static_cast<std::uint8_t>(e.owner);
  std::array<int, kRanks + 1> count{};
  for (int k = 0; k < kFoundations; ++k)
    if (e.found[k] > ranks) throw std::invalid_argument("expectimax: foundation count");
  for (int q = 0; q < variant_.piles(); ++q) {
    const auto& pile = e.piles[static_cast<std::size_t>(q)];
    if (pile.size() > kMaxHeight) throw std::invalid_argument("expectimax: pile too high");
    p.height[q] = static_cast<std::uint8_t>(pile.size());
    for (std::size_t i = 0; i < pile.size(); ++i) {
      if (pile[i] < 1 || pile[i] > ranks) throw std::invalid_argument("expectimax: rank out of range");
      p.card[q][i] = pile[i];
      ++count[pile[i]];
    }
  }
  if (e.turned > ranks) throw std::invalid_argument("expectimax: turned rank out of range");
  if (e.turned) ++count[e.turned];
  int left = 0;
  for (Rank r = 1; r <= kRanks; ++r) {
    left += e.unseen[r];
    const int there = count[r] + e.unseen[r] + (r <= ranks ? home_count(e.found, r, *p.tables) : 0);
    if (there != (r <= ranks ? 4 : 0))
      throw std::invalid_argument("expectimax: rank " + std::to_string(r) + " is not there " +
                                  (r <= ranks ? "four times" : "at all in this deck"));
  }
  p.left = static_cast<std::uint8_t>(left);
  return p;
}

// Alpha below 0: every value beats it, so the answer is exact.
double Expectimax::win_chance(const Endgame& e) { return win_chance(e, -1).v; }

Expectimax::Value Expectimax::win_chance(const Endgame& e, double alpha) {
  Pos p = pos_of(e);
  if (!e.turned) return before_turn(p, alpha);
  // The turned card is out of the stock already: place it as a drawn one.
  ++p.unseen[e.turned];
  ++p.left;
  return place(p, e.turned, alpha);
}

Expectimax::Value Expectimax::turn_chance(const Endgame& e, double alpha) {
  if (e.turned)
    throw std::invalid_argument("expectimax: turn_chance wants a position before a turn");
  const Pos p = pos_of(e);
  // turn() with nothing face down reads the piles as they are; the game's
  // last free moves are before_turn's.
  return p.left == 0 ? before_turn(p, alpha) : turn(p, alpha);
}

// Any sequence of free moves, then the turn: the value of this position
// itself (no more free moves) and of every position one free move away,
// each of which recurses likewise, so every position free moves reach is
// weighed. Free moves first: they usually reach the best value, and a child
// worth 1 ends the search here before the turn below is weighed at all.
Expectimax::Value Expectimax::before_turn(const Pos& p, double alpha) {
  // Greedy free moves depend on the order of the piles: no symmetry then.
  // Bound to greedy free moves (before the last card), the player has no
  // choice here: the position after them is memoized with its turn's value.
  const bool greedy = free_ == FreeMoves::kGreedy;
  const bool forced = greedy && p.left > 0;
  // A copy only when forced: a Pos is nearly a kilobyte.
  std::optional<Pos> moved;
  if (forced) {
    moved.emplace(p);
    make_greedy_free_moves(*moved, variant_);
  }
  const Pos& g = forced ? *moved : p;
  Key key = key_of(g, variant_, !greedy);
  if (const auto it = memo_.find(key); it != memo_.end())
    if (it->second.exact || it->second.v <= alpha) return it->second;
  if (prune_ && dead(g, variant_)) {
    memo_[std::move(key)] = Value{0, true};
    return {0, true};
  }
  if (forced) {
    const Value v = turn(g, alpha);
    memo_[std::move(key)] = v;
    return v;
  }
  Best best;
  for (int q = 0; q < variant_.piles() && best.exact < 1; ++q) {
    const Rank t = p.top(q);
    if (t == 0) continue;
    // The same move from an identical pile of the same owner: the same position.
    bool tried_same = false;
    for (int j = variant_.owner_of_pile(q) * variant_.piles_per_owner; j < q && !tried_same; ++j)
      tried_same = p.same_pile(j, q);
    if (tried_same) continue;
    for (int k = 0; k < kFoundations && best.exact < 1; ++k) {
      if (p.needs(k) != t) continue;
      Pos c = p;
      --c.height[q];
      ++c.found[k];
      best.add(before_turn(c, best.alpha(alpha)));
    }
  }
  if (best.exact < 1) best.add(turn(p, best.alpha(alpha)));
  const Value v = best.result();
  memo_[std::move(key)] = v;
  return v;
}

// The chance node: each rank still face down, weighed by its count. Under
// a cut-off it stops at the first rank whose (bounded) value leaves the
// node unable to beat alpha even if every rank after it won for sure.
Expectimax::Value Expectimax::turn(const Pos& p, double alpha) {
  if (p.left == 0) {
    for (int q = 0; q < variant_.piles(); ++q)
      if (p.height[q]) return {0, true};
    return {1, true};  // every card is home: the stock is empty and the piles are too
  }
  const double total = p.left;
  double sum = 0, rest = total;
  for (Rank r = 1; r <= kRanks; ++r) {
    if (!p.unseen[r]) continue;
    const double w = p.unseen[r];
    rest -= w;
    // The value this rank must exceed for the node to beat alpha; a little
    // lower than that, so that rounding never cuts an option that matters.
    const double need = prune_ ? (alpha * total - sum - rest) / w - 1e-9 : -1;
    // Not even a sure win with this rank would do: the bound counts it and
    // every rank after it as won. (Where every bound starts: the rest only
    // pass bounds on.)
    if (need > 1) return {(sum + w + rest) / total, false};
    const Value x = place(p, r, need);
    sum += w * x.v;
    if (!x.exact) return {(sum + rest) / total, false};
  }
  return {sum / total, true};
}

// The turned card of rank r (still counted in p.unseen) placed at once, the
// best way.
Expectimax::Value Expectimax::place(const Pos& p, Rank r, double alpha) {
  Pos base = p;
  --base.unseen[r];
  --base.left;
  if (variant_.owners == 2) base.owner ^= 1;
  Best best;
  for (int k = 0; k < kFoundations && best.exact < 1; ++k) {
    if (p.needs(k) != r) continue;
    Pos c = base;
    ++c.found[k];
    best.add(before_turn(c, best.alpha(alpha)));
  }
  const int first = p.owner * variant_.piles_per_owner;
  for (int q = first; q < first + variant_.piles_per_owner && best.exact < 1; ++q) {
    bool tried_same = false;
    for (int j = first; j < q && !tried_same && free_ == FreeMoves::kAny; ++j) tried_same = p.same_pile(j, q);
    if (tried_same) continue;  // identical piles (empty ones above all) of one owner are interchangeable
    if (p.height[q] >= kMaxHeight) continue;
    Pos c = base;
    c.card[q][c.height[q]++] = r;
    best.add(before_turn(c, best.alpha(alpha)));
  }
  if (best.exact < 0 && best.bound < 0) return {0, true};  // no place at all (never with a pile)
  return best.result();
}

Endgame endgame_of(const calculation::View& view) {
  Endgame e;
  e.variant = view.variant;
  e.found = view.state.found;
  e.unseen = view.unseen;
  e.owner = view.owner();
  e.turned = view.turned ? view.turned_card().rank() : 0;
  e.piles.resize(static_cast<std::size_t>(view.variant.piles()));
  std::array<std::uint8_t, calculation::kMaxStock> idx{};
  for (int q = 0; q < view.variant.piles(); ++q) {
    const int n = calculation::pile_cards(view.state, q, idx.data());
    for (int i = 0; i < n; ++i) e.piles[static_cast<std::size_t>(q)].push_back(view.seen.stock[idx[i]].rank());
  }
  return e;
}

double optimal_win_chance(const calculation::View& view) {
  Expectimax x(view.variant);
  return x.win_chance(endgame_of(view));
}

}  // namespace reckon::players
