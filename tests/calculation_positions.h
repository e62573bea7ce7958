#pragma once
// Synthetic mid-game positions of the Calculation family for tests: random
// foundation heights, the remaining cards split into waste piles (stacked
// mostly in a sensible order, with some disorder) and a short stock. The
// deal is built so that a simple prefix of moves leads to the position, and
// the solver's lines can be replayed from the deal's start.
#include <algorithm>
#include <random>
#include <vector>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/state.h"

namespace reckon::calculation {

struct Position {
  Deal deal;
  Variant variant;
  State state;
  MoveList prefix;  // the moves that lead from the deal's start to state
};

// pile_cards: how many of the remaining cards lie on the waste piles; the
// rest (at least `left`) form the stock.
inline Position random_position(std::uint64_t seed, const Variant& v, int left, int pile_cards) {
  std::mt19937_64 rng(seed);
  Position pos{{}, v, initial_state(v), {}};
  // Foundation heights: enough cards home that about left + pile_cards remain.
  const int base = v.preplaced ? 1 : 0;
  const int remaining_target = left + pile_cards;
  std::array<int, 4> height{};
  for (;;) {
    int total = 0;
    for (int k = 0; k < 4; ++k) total += height[k] = base + static_cast<int>(rng() % (14 - base));
    if (52 - total >= remaining_target && 52 - total <= remaining_target + 2) break;
  }
  // Ranks still out: each foundation k lacks the ranks of its positions above height[k].
  std::vector<Rank> out;
  for (int k = 1; k <= 4; ++k)
    for (int j = height[k - 1] + 1; j <= 13; ++j) out.push_back(rank_at(k, j));
  std::shuffle(out.begin(), out.end(), rng);
  const int on_piles = static_cast<int>(out.size()) - left;
  std::vector<Rank> pile_part(out.begin(), out.begin() + on_piles), stock_part(out.begin() + on_piles, out.end());

  // The stock: first the cards already home, foundation by foundation in
  // the order they were played; then the pile cards; then the rest.
  std::vector<Card> stock;
  for (int k = 1; k <= 4; ++k) {
    if (v.preplaced) pos.deal.bases[k - 1] = Card(static_cast<Rank>(k), Suit::kNone);
    for (int j = base + 1; j <= height[k - 1]; ++j) {
      pos.prefix.push_back({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k - 1),
                            Card(rank_at(k, j), Suit::kNone)});
      stock.push_back(Card(rank_at(k, j), Suit::kNone));
    }
  }
  // The pile cards in a mostly sensible order: needed last at the bottom.
  const auto distance = [&](Rank r) {
    int best = 99;
    for (int k = 0; k < 4; ++k) {
      const int p = kTables.position[k][r];
      if (p > height[k]) best = std::min(best, p - height[k] - 1);
    }
    return best;
  };
  std::sort(pile_part.begin(), pile_part.end(), [&](Rank a, Rank b) { return distance(a) > distance(b); });
  for (std::size_t i = 0; i + 1 < pile_part.size(); ++i)
    if (rng() % 4 == 0) std::swap(pile_part[i], pile_part[i + 1 + rng() % (pile_part.size() - i - 1)]);
  // Rechenkünstler: keep the owner parity of every stock index right by
  // padding with a stock card when needed is not possible (the ranks are
  // fixed), so pile cards just go to the piles their index allows.
  for (Rank r : pile_part) {
    const int i = static_cast<int>(stock.size());
    const int first = v.owner_of_card(i) * v.piles_per_owner;
    const int p = first + static_cast<int>(rng() % v.piles_per_owner);
    pos.prefix.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, Card(r, Suit::kNone)});
    stock.push_back(Card(r, Suit::kNone));
  }
  for (Rank r : stock_part) stock.push_back(Card(r, Suit::kNone));
  pos.deal.stock = stock;

  // Play the prefix on the solver's state.
  State& s = pos.state;
  for (const Move& m : pos.prefix) {
    if (m.kind == Move::Kind::kStockToFoundation) {
      ++s.found[m.foundation];
    } else {
      s.push(m.pile, s.next);
    }
    ++s.next;
  }
  return pos;
}

}  // namespace reckon::calculation
