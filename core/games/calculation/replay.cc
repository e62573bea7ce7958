#include "core/games/calculation/replay.h"

#include <vector>

namespace reckon::calculation {
namespace {

// doc/rules.md: foundation k (1-based) with top rank t needs ((t - 1 + k) mod p) + 1
// in a deck of p ranks (13, or a small deck's 5, 7 or 11); an empty one (no
// preplaced bases) needs its base rank k; one with a king (rank p) on p
// cards is complete.
int next_rank(const std::vector<Card>& foundation, int k, int p) {
  if (static_cast<int>(foundation.size()) == p) return 0;
  if (foundation.empty()) return k;
  return (foundation.back().rank() - 1 + k) % p + 1;
}

std::string name(Card c) { return to_ascii(c); }

}  // namespace

ReplayResult replay(const Deal& deal, const Variant& variant, const MoveList& moves) {
  std::vector<std::vector<Card>> foundations(4), piles(static_cast<std::size_t>(variant.piles()));
  if (variant.preplaced)
    for (int k = 0; k < 4; ++k) foundations[k].push_back(deal.bases[k]);
  std::size_t next = 0;  // next stock card
  // Experte: has the next card's owner started their turn yet?
  bool switched = false;

  ReplayResult result;
  const auto illegal = [&](int index, std::string why) {
    result.status = ReplayResult::Status::kIllegal;
    result.move = index + 1;
    result.why = std::move(why);
    return result;
  };
  const auto matches = [](Card claimed, Card actual) {
    return claimed.empty() || (claimed.rank() == actual.rank() &&
                               (claimed.suit() == Suit::kNone || claimed.suit() == actual.suit()));
  };

  for (int m = 0; m < static_cast<int>(moves.size()); ++m) {
    const Move& mv = moves[m];
    const bool stock_left = next < deal.stock.size();
    if (mv.kind == Move::Kind::kPass) {
      if (stock_left) return illegal(m, "a turn with cards left in the stock must turn one; no pass");
      continue;
    }
    if (mv.from_stock()) {
      if (!stock_left) return illegal(m, "the stock is empty");
      const Card c = deal.stock[next];
      if (!matches(mv.card, c))
        return illegal(m, "the stock's next card is " + name(c) + ", not " + name(mv.card));
      const int owner = variant.owners == 1 ? 0 : static_cast<int>(next % 2);
      if (mv.kind == Move::Kind::kStockToFoundation) {
        if (mv.foundation >= 4) return illegal(m, "there is no foundation " + std::to_string(mv.foundation + 1));
        auto& f = foundations[mv.foundation];
        const int want = next_rank(f, mv.foundation + 1, variant.ranks);
        if (want != c.rank())
          return illegal(m, name(c) + " does not fit foundation " + std::to_string(mv.foundation + 1) +
                                (want ? " (it needs rank " + std::string(1, rank_char(static_cast<Rank>(want))) + ")"
                                      : " (it is complete)"));
        f.push_back(c);
      } else {
        if (mv.pile >= piles.size()) return illegal(m, "there is no waste pile " + std::to_string(mv.pile + 1));
        if (variant.owners > 1 && mv.pile / variant.piles_per_owner != owner)
          return illegal(m, name(c) + " belongs to player " + std::string(1, static_cast<char>('A' + owner)) +
                                ", who may only place it on their own waste piles");
        piles[mv.pile].push_back(c);
      }
      ++next;
      switched = false;
      continue;
    }
    // A free move: waste pile top to a foundation.
    if (mv.pile >= piles.size()) return illegal(m, "there is no waste pile " + std::to_string(mv.pile + 1));
    if (mv.foundation >= 4) return illegal(m, "there is no foundation " + std::to_string(mv.foundation + 1));
    auto& pile = piles[mv.pile];
    if (pile.empty()) return illegal(m, "waste pile " + std::to_string(mv.pile + 1) + " is empty");
    const Card c = pile.back();
    if (!matches(mv.card, c))
      return illegal(m, "the top of waste pile " + std::to_string(mv.pile + 1) + " is " + name(c) + ", not " +
                            name(mv.card));
    auto& f = foundations[mv.foundation];
    const int want = next_rank(f, mv.foundation + 1, variant.ranks);
    if (want != c.rank())
      return illegal(m, name(c) + " does not fit foundation " + std::to_string(mv.foundation + 1) +
                            (want ? " (it needs rank " + std::string(1, rank_char(static_cast<Rank>(want))) + ")"
                                  : " (it is complete)"));
    if (variant.expert) {
      const int owner = mv.pile / variant.piles_per_owner;
      if (stock_left) {
        // Between two turned cards: the end of the last card's owner's turn,
        // then the start of the next card's owner's turn.
        const int last_owner = next == 0 ? -1 : static_cast<int>((next - 1) % 2);
        const int next_owner = static_cast<int>(next % 2);
        if (!switched && owner != last_owner) switched = true;
        if (switched && owner != next_owner)
          return illegal(m, "waste pile " + std::to_string(mv.pile + 1) + " is player " +
                                std::string(1, static_cast<char>('A' + owner)) +
                                "'s; in Experte its top moves only in that player's turn");
      }
    }
    pile.pop_back();
    f.push_back(c);
  }

  int left = 0;
  for (const auto& p : piles) left += static_cast<int>(p.size());
  left += static_cast<int>(deal.stock.size() - next);
  result.cards_left = left;
  if (left == 0) {
    result.status = ReplayResult::Status::kWon;
  } else {
    result.status = ReplayResult::Status::kNotWon;
    result.why = std::to_string(left) + " card(s) not on the foundations (" +
                 std::to_string(deal.stock.size() - next) + " in the stock)";
  }
  return result;
}

}  // namespace reckon::calculation
