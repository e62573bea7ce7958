#include "players/expectimax.h"

#include <algorithm>
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

  Rank needs(int k) const { return kTables.needs[k][found[k]]; }
  Rank top(int q) const { return height[q] ? card[q][height[q] - 1] : 0; }
  bool same_pile(int a, int b) const {
    return height[a] == height[b] && std::equal(card[a].begin(), card[a].begin() + height[a], card[b].begin());
  }
};

namespace {

using Pos = Expectimax::Pos;

// found, owner, unseen, then each owner's piles sorted (a pile is its ranks
// and a 0): piles of one owner are interchangeable, and nothing else is.
std::string key_of(const Pos& p, const calculation::Variant& v) {
  std::string k;
  k.reserve(32 + 64);
  k.append(p.found.begin(), p.found.end());
  k.push_back(static_cast<char>(p.owner));
  k.append(p.unseen.begin() + 1, p.unseen.end());
  std::array<int, kMaxPiles> order{};
  for (int o = 0; o < v.owners; ++o) {
    const int first = o * v.piles_per_owner, n = v.piles_per_owner;
    for (int i = 0; i < n; ++i) order[i] = first + i;
    std::sort(order.begin(), order.begin() + n, [&](int a, int b) {
      return std::lexicographical_compare(p.card[a].begin(), p.card[a].begin() + p.height[a], p.card[b].begin(),
                                          p.card[b].begin() + p.height[b]);
    });
    for (int i = 0; i < n; ++i) {
      const int q = order[i];
      k.append(p.card[q].begin(), p.card[q].begin() + p.height[q]);
      k.push_back(0);
    }
  }
  return k;
}

// How many cards of rank r the foundations hold.
int home_count(const std::array<std::uint8_t, kFoundations>& found, Rank r) {
  int n = 0;
  for (int k = 0; k < kFoundations; ++k) n += kTables.position[k][r] <= found[k] ? 1 : 0;
  return n;
}

}  // namespace

Expectimax::Expectimax(const calculation::Variant& variant) : variant_(variant) {
  if (variant.expert) throw std::invalid_argument("expectimax: Experte is not supported");
  if (variant.owners < 1 || variant.owners > 2 || variant.piles() < 1 || variant.piles() > kMaxPiles)
    throw std::invalid_argument("expectimax: variant out of range");
}

double Expectimax::win_chance(const Endgame& e) {
  if (e.variant != variant_) throw std::invalid_argument("expectimax: endgame of another variant");
  if (static_cast<int>(e.piles.size()) != variant_.piles()) throw std::invalid_argument("expectimax: pile count");
  if (e.owner < 0 || e.owner >= variant_.owners) throw std::invalid_argument("expectimax: owner");
  Pos p;
  p.found = e.found;
  p.unseen = e.unseen;
  p.owner = static_cast<std::uint8_t>(e.owner);
  std::array<int, kRanks + 1> count{};
  for (int k = 0; k < kFoundations; ++k)
    if (e.found[k] > calculation::kFoundationSize) throw std::invalid_argument("expectimax: foundation count");
  for (int q = 0; q < variant_.piles(); ++q) {
    const auto& pile = e.piles[static_cast<std::size_t>(q)];
    if (pile.size() > kMaxHeight) throw std::invalid_argument("expectimax: pile too high");
    p.height[q] = static_cast<std::uint8_t>(pile.size());
    for (std::size_t i = 0; i < pile.size(); ++i) {
      if (pile[i] < 1 || pile[i] > kRanks) throw std::invalid_argument("expectimax: rank out of range");
      p.card[q][i] = pile[i];
      ++count[pile[i]];
    }
  }
  if (e.turned > kRanks) throw std::invalid_argument("expectimax: turned rank out of range");
  if (e.turned) ++count[e.turned];
  int left = 0;
  for (Rank r = 1; r <= kRanks; ++r) {
    left += e.unseen[r];
    if (count[r] + e.unseen[r] + home_count(e.found, r) != 4)
      throw std::invalid_argument("expectimax: rank " + std::to_string(r) + " is not there four times");
  }
  p.left = static_cast<std::uint8_t>(left);
  if (!e.turned) return before_turn(p);
  // The turned card is out of the stock already: place it as a drawn one.
  ++p.unseen[e.turned];
  ++p.left;
  return place(p, e.turned);
}

// Any sequence of free moves, then the turn: the value of this position
// itself (no more free moves) and of every position one free move away,
// each of which recurses likewise, so every position free moves reach is
// weighed. Free moves first: they usually reach the best value, and a child
// worth 1 ends the search here before the turn below is weighed at all.
double Expectimax::before_turn(const Pos& p) {
  std::string key = key_of(p, variant_);
  if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
  double best = 0;
  for (int q = 0; q < variant_.piles() && best < 1; ++q) {
    const Rank t = p.top(q);
    if (t == 0) continue;
    // The same move from an identical pile of the same owner: the same position.
    bool tried_same = false;
    for (int j = variant_.owner_of_pile(q) * variant_.piles_per_owner; j < q && !tried_same; ++j)
      tried_same = p.same_pile(j, q);
    if (tried_same) continue;
    for (int k = 0; k < kFoundations && best < 1; ++k) {
      if (p.needs(k) != t) continue;
      Pos c = p;
      --c.height[q];
      ++c.found[k];
      best = std::max(best, before_turn(c));
    }
  }
  if (best < 1) best = std::max(best, turn(p));
  memo_.emplace(std::move(key), best);
  return best;
}

// The chance node: each rank still face down, weighed by its count.
double Expectimax::turn(const Pos& p) {
  if (p.left == 0) {
    for (int q = 0; q < variant_.piles(); ++q)
      if (p.height[q]) return 0;
    return 1;  // every card is home: the stock is empty and the piles are too
  }
  double sum = 0;
  for (Rank r = 1; r <= kRanks; ++r)
    if (p.unseen[r]) sum += p.unseen[r] * place(p, r);
  return sum / p.left;
}

// The turned card of rank r (still counted in p.unseen) placed at once, the
// best way.
double Expectimax::place(const Pos& p, Rank r) {
  Pos base = p;
  --base.unseen[r];
  --base.left;
  if (variant_.owners == 2) base.owner ^= 1;
  double best = 0;
  for (int k = 0; k < kFoundations && best < 1; ++k) {
    if (p.needs(k) != r) continue;
    Pos c = base;
    ++c.found[k];
    best = std::max(best, before_turn(c));
  }
  const int first = p.owner * variant_.piles_per_owner;
  for (int q = first; q < first + variant_.piles_per_owner && best < 1; ++q) {
    bool tried_same = false;
    for (int j = first; j < q && !tried_same; ++j) tried_same = p.same_pile(j, q);
    if (tried_same) continue;  // identical piles (empty ones above all) of one owner are interchangeable
    if (p.height[q] >= kMaxHeight) continue;
    Pos c = base;
    c.card[q][c.height[q]++] = r;
    best = std::max(best, before_turn(c));
  }
  return best;
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
