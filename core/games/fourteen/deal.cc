#include "core/games/fourteen/deal.h"

#include "core/deal_number.h"
#include "reckon/input_error.h"

namespace reckon::fourteen {

std::vector<Card> Deal::column(int c) const {
  std::vector<Card> cards;
  for (int d = 0; d < layout.size(c); ++d) cards.push_back(at(c, d));
  return cards;
}

Deal deal_cards(const Layout& layout, const std::vector<Card>& in_deal_order) {
  Deal deal;
  deal.layout = layout;
  std::array<int, kMaxColumns> height{};
  const std::vector<int> order = deal_order(layout);
  for (std::size_t i = 0; i < in_deal_order.size() && i < order.size(); ++i) {
    const int c = order[i];
    deal.at(c, height[static_cast<std::size_t>(c)]++) = in_deal_order[i];
  }
  return deal;
}

std::vector<Card> cards_in_deal_order(const Deal& deal) {
  std::vector<Card> cards;
  std::array<int, kMaxColumns> height{};
  for (int c : deal_order(deal.layout))
    cards.push_back(deal.at(c, height[static_cast<std::size_t>(c)]++));
  return cards;
}

Deal deal_from_columns(const Layout& layout, const std::vector<std::vector<Card>>& columns) {
  Deal deal;
  deal.layout = layout;
  for (int c = 0; c < layout.columns && c < static_cast<int>(columns.size()); ++c)
    for (int d = 0; d < layout.size(c) && d < static_cast<int>(columns[c].size()); ++d)
      deal.at(c, d) = columns[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)];
  return deal;
}

Deal deal_from_number(std::uint64_t n) {
  const Deck p = deal_permutation(n);
  Deal deal;  // the standard layout: p[i] -> column i mod 12, depth i div 12, i.e. grid[i]
  for (int i = 0; i < kDeckSize; ++i)
    deal.grid[static_cast<std::size_t>(i)] = p[static_cast<std::size_t>(i)];
  return deal;
}

Deal deal_from_seed(const Layout& layout, std::uint64_t seed) {
  std::vector<Card> deck;
  for (int s = 1; s <= layout.copies; ++s)
    for (int r = 1; r <= layout.ranks; ++r)
      deck.emplace_back(static_cast<Rank>(r), static_cast<Suit>(s));
  SplitMix64 rng(seed);
  for (std::size_t i = deck.size() - 1; i >= 1; --i) std::swap(deck[i], deck[rng.uniform(i + 1)]);
  return deal_cards(layout, deck);
}

Deal deal_from_pysol(const pysol::GameNumber& number) {
  const auto columns = pysol::fourteen_layout(number);
  return deal_from_columns(Layout::standard(),
                           std::vector<std::vector<Card>>(columns.begin(), columns.end()));
}

namespace {

// Whether the deal passes every check of validate(), without a word about
// what fails: every deal a solver loads is validated, nearly all of them
// valid, so the careful pass that names a problem runs only when this fails.
bool plainly_valid(const Deal& deal) {
  const Layout& l = deal.layout;
  const int rows = l.max_depth();
  std::array<int, kRanks + 1> count{};
  std::uint64_t seen = 0;  // suited cards, by deck index
  for (int d = 0; d < rows; ++d)
    for (int c = 0; c < l.columns; ++c) {
      const Card card = deal.grid[static_cast<std::size_t>(d * l.columns + c)];
      if (d >= l.size(c)) {
        if (!card.empty()) return false;
        continue;
      }
      if (card.rank() < 1 || card.rank() > l.ranks) return false;
      if (card.suit() != Suit::kNone) {
        if (static_cast<int>(card.suit()) > l.copies) return false;
        const std::uint64_t b = std::uint64_t{1} << card.deck_index();
        if (seen & b) return false;
        seen |= b;
      }
      ++count[card.rank()];
    }
  for (int i = rows * l.columns; i < kMaxGrid; ++i)
    if (!deal.grid[static_cast<std::size_t>(i)].empty()) return false;
  for (int r = 1; r <= l.ranks; ++r)
    if (count[static_cast<std::size_t>(r)] != l.copies) return false;
  return true;
}

}  // namespace

void validate(const Deal& deal) {
  validate(deal.layout);
  if (plainly_valid(deal)) return;
  const Layout& l = deal.layout;
  int count[kRanks + 1] = {};
  bool seen[kDeckSize] = {};
  for (int d = 0; d < l.max_depth(); ++d)
    for (int c = 0; c < l.columns; ++c) {
      const Card card = deal.at(c, d);
      // Built only for a message: a solver validates every deal it loads.
      const auto where = [c, d] {
        return "column " + std::to_string(c + 1) + ", card " + std::to_string(d + 1);
      };
      if (d >= l.size(c)) {
        if (!card.empty())
          throw InputError(where() + ": the column holds only " + std::to_string(l.size(c)));
        continue;
      }
      if (card.empty()) throw InputError(where() + ": missing");
      if (card.rank() < 1 || card.rank() > l.ranks)
        throw InputError(where() + " (" + to_ascii(card) + "): this layout has ranks A.." +
                         rank_pretty(static_cast<Rank>(l.ranks)));
      if (card.suit() != Suit::kNone) {
        if (static_cast<int>(card.suit()) > l.copies)
          throw InputError(where() + " (" + to_ascii(card) + "): this layout has " +
                           std::to_string(l.copies) + " suit(s)");
        if (seen[card.deck_index()])
          throw InputError(where() + ": " + to_ascii(card) + " appears twice");
        seen[card.deck_index()] = true;
      }
      ++count[card.rank()];
    }
  for (int i = l.max_depth() * l.columns; i < kMaxGrid; ++i)
    if (!deal.grid[static_cast<std::size_t>(i)].empty())
      throw InputError("cards past the layout's last row");
  for (int r = 1; r <= l.ranks; ++r)
    if (count[r] != l.copies)
      throw InputError("the deal holds " + std::to_string(count[r]) + " cards of rank " +
                       rank_pretty(static_cast<Rank>(r)) + " (needs " + std::to_string(l.copies) +
                       ")");
}

}  // namespace reckon::fourteen
