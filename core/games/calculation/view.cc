#include "core/games/calculation/view.h"

#include <numeric>
#include <utility>

namespace reckon::calculation {

int View::unseen_count() const { return std::accumulate(unseen.begin(), unseen.end(), 0); }

View view_of(const Deal& deal, const Variant& variant, const State& s, bool turned, const MoveList& played) {
  View v;
  v.played = played;
  v.variant = variant;
  v.state = s;
  v.turned = turned;
  v.seen.bases = deal.bases;
  const std::size_t shown = static_cast<std::size_t>(s.next) + (turned ? 1 : 0);
  v.seen.stock.assign(deal.stock.begin(), deal.stock.begin() + static_cast<std::ptrdiff_t>(shown));
  for (std::size_t i = shown; i < deal.stock.size(); ++i) ++v.unseen[deal.stock[i].rank()];
  return v;
}

Deal sample_deal(const View& view, Dice& dice) {
  Deal d = view.seen;
  const std::size_t shown = d.stock.size();
  for (Rank r = 1; r <= kRanks; ++r)
    for (int n = 0; n < view.unseen[r]; ++n) d.stock.push_back(Card(r, Suit::kNone));
  // Fisher-Yates over the hidden part only.
  for (std::size_t i = d.stock.size(); i > shown + 1; --i) {
    const std::size_t j = shown + static_cast<std::size_t>(dice.below(i - shown));
    std::swap(d.stock[i - 1], d.stock[j]);
  }
  return d;
}

}  // namespace reckon::calculation
