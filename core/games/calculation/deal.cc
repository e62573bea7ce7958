#include "core/games/calculation/deal.h"

#include "core/deal_number.h"
#include "reckon/input_error.h"

namespace reckon::calculation {

const FoundationTables& foundation_tables(int ranks) {
  static constexpr FoundationTables k5(5), k7(7), k11(11);
  switch (ranks) {
    case 5: return k5;
    case 7: return k7;
    case 11: return k11;
    case kFoundationSize: return kTables;
    default: throw InputError("a deck of " + std::to_string(ranks) + " ranks (5, 7, 11 or 13)");
  }
}

Deal deal_from_number(std::uint64_t n, bool preplaced, int ranks) {
  const Deck p = deal_permutation(n);
  Deal deal;
  for (Card c : p) {
    const Rank r = c.rank();
    if (r > ranks) continue;
    if (preplaced && r <= kFoundations && deal.bases[r - 1].empty()) {
      deal.bases[r - 1] = c;
    } else {
      deal.stock.push_back(c);
    }
  }
  return deal;
}

void check_deck(const Variant& variant) {
  if (!playable_ranks(variant.ranks))
    throw InputError("--ranks " + std::to_string(variant.ranks) + ": a deck of 5, 7, 11 or 13 ranks");
  if (variant.small_deck() && variant.expert) throw InputError("a small deck is not played in Experte");
}

void validate(const Deal& deal, const Variant& variant) {
  if (variant.owners != 1 && variant.owners != 2)
    throw InputError("players: " + std::to_string(variant.owners) + " (one or two)");
  if (variant.piles_per_owner < 1 || variant.piles() > kMaxPiles)
    throw InputError("waste piles: " + std::to_string(variant.piles_per_owner) + " is out of range");
  check_deck(variant);
  if (static_cast<int>(deal.stock.size()) != variant.stock_size())
    throw InputError("the stock holds " + std::to_string(deal.stock.size()) + " cards; this variant needs " +
                     std::to_string(variant.stock_size()));
  int count[kRanks + 1] = {};
  for (Card c : deal.stock) ++count[c.rank()];
  for (int k = 1; k <= kFoundations; ++k) {
    const Card b = deal.bases[k - 1];
    if (variant.preplaced) {
      if (b.rank() != k)
        throw InputError("foundation " + std::to_string(k) + " must start with a card of rank " +
                         rank_pretty(static_cast<Rank>(k)));
      ++count[k];
    } else if (!b.empty()) {
      throw InputError("this variant has no preplaced foundation bases");
    }
  }
  for (int r = 1; r <= kRanks; ++r)
    if (count[r] != (r <= variant.ranks ? 4 : 0))
      throw InputError("the deal holds " + std::to_string(count[r]) + " cards of rank " +
                       rank_pretty(static_cast<Rank>(r)) + " (needs " + std::to_string(r <= variant.ranks ? 4 : 0) + ")");
}

}  // namespace reckon::calculation
