// The canonical key: equal exactly when the positions hold the same multiset
// of column contents (ranks only), checked by brute force over every
// position of small layouts; and a number that fits the table entry.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/key.h"

namespace reckon::fourteen {
namespace {

Mask cards_of(const Board& b, const std::vector<int>& heights) {
  Mask m = 0;
  for (int c = 0; c < b.columns(); ++c)
    for (int d = 0; d < heights[static_cast<std::size_t>(c)]; ++d) m |= bit(b.id(c, d));
  return m;
}

// The position as a person sees it: the sorted list of column contents.
std::vector<std::vector<int>> contents(const Deal& deal, const std::vector<int>& heights) {
  std::vector<std::vector<int>> cols;
  for (int c = 0; c < deal.layout.columns; ++c) {
    std::vector<int> col;
    for (int d = 0; d < heights[static_cast<std::size_t>(c)]; ++d) col.push_back(deal.at(c, d).rank());
    cols.push_back(col);
  }
  std::sort(cols.begin(), cols.end());
  return cols;
}

// Every height vector of the layout.
std::vector<std::vector<int>> all_heights(const Layout& l) {
  std::vector<std::vector<int>> out{{}};
  for (int c = 0; c < l.columns; ++c) {
    std::vector<std::vector<int>> next;
    for (const auto& h : out)
      for (int x = 0; x <= l.size(c); ++x) {
        next.push_back(h);
        next.back().push_back(x);
      }
    out = next;
  }
  return out;
}

// A deal whose columns start alike, so that many positions are symmetric:
// every column of a few ranks, the same first cards.
Deal symmetric_deal(const Layout& l, std::uint64_t seed) {
  Deal deal = deal_from_seed(l, seed);
  // Sort the cards of each depth by rank across columns of equal size, so
  // that columns share prefixes often (still a whole deck).
  std::vector<Card> cards = cards_in_deal_order(deal);
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) { return a.rank() < b.rank(); });
  std::vector<std::vector<Card>> cols(static_cast<std::size_t>(l.columns));
  std::size_t next = 0;
  for (int d = 0; d < l.max_depth(); ++d)
    for (int c = 0; c < l.columns; ++c)
      if (d < l.size(c)) cols[static_cast<std::size_t>(c)].push_back(cards[next++]);
  return deal_from_columns(l, cols);
}

void check_key(const Deal& deal) {
  Board board(deal);
  KeyMaker keys(board, true), raw(board, false);
  keys.reset(deal);
  raw.reset(deal);
  std::map<std::uint32_t, std::vector<std::vector<int>>> by_key;  // key -> contents
  std::map<std::vector<std::vector<int>>, std::uint32_t> by_contents;
  std::map<std::uint32_t, std::vector<int>> raw_seen;
  int merged = 0;
  for (const auto& h : all_heights(deal.layout)) {
    const Mask cards = cards_of(board, h);
    const std::uint32_t k = keys.key(cards).index;
    const std::uint32_t r = raw.key(cards).index;
    // Without symmetry the key is the plain mixed-radix number: one per position.
    ASSERT_TRUE(raw_seen.emplace(r, h).second) << "two positions share raw key " << r;
    EXPECT_EQ(raw.heights(Key{r}), h);
    EXPECT_EQ(keys.raw(cards), r);
    EXPECT_LT(static_cast<std::uint64_t>(r), deal.layout.positions());
    const auto c = contents(deal, h);
    const auto [it, fresh] = by_key.emplace(k, c);
    EXPECT_EQ(it->second, c) << "one key for two different positions";
    const auto [jt, new_contents] = by_contents.emplace(c, k);
    EXPECT_EQ(jt->second, k) << "two keys for one position";
    merged += !new_contents;
    // The key names heights that hold the same contents.
    EXPECT_EQ(contents(deal, keys.heights(Key{k})), c);
  }
  EXPECT_GT(merged, 0) << "the deal has no symmetric positions; the test proves little";
}

TEST(FourteenKey, EqualExactlyForTheSameColumnContents) {
  for (const Layout& l : {Layout::of({4, 4, 4, 4}, 4), Layout::of({3, 3, 3, 3, 2, 2}, 4), Layout::of({3, 3, 3, 3, 2}, 7, 2),
                          Layout::of({2, 2, 2, 2, 2, 2}, 3)})
    for (std::uint64_t seed = 1; seed <= 6; ++seed) check_key(symmetric_deal(l, seed));
}

TEST(FourteenKey, StandardLayoutFitsThirtyTwoBits) {
  const Deal deal = deal_from_number(7);
  Board board(deal);
  KeyMaker keys(board, true);
  keys.reset(deal);
  EXPECT_EQ(keys.key(board.all()).index, keys.raw(board.all()));
  EXPECT_EQ(keys.raw(board.all()), 6u * 6 * 6 * 6 * 5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 - 1);
  EXPECT_EQ(keys.raw(0), 0u);
  // Two columns with the same first rank: a lone card in either is one position.
  int pairs = 0;
  for (int a = 0; a < 12; ++a)
    for (int c = a + 1; c < 12; ++c)
      if (deal.at(a, 0).rank() == deal.at(c, 0).rank()) {
        EXPECT_EQ(keys.key(bit(board.id(a, 0))).index, keys.key(bit(board.id(c, 0))).index);
        ++pairs;
      } else {
        EXPECT_NE(keys.key(bit(board.id(a, 0))).index, keys.key(bit(board.id(c, 0))).index);
      }
  EXPECT_GT(pairs, 0);
}

}  // namespace
}  // namespace reckon::fourteen
