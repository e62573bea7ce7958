// Fourteen Out layouts and deals: doc/rules.md deal numbers and PySolFC's game
// numbers against the golden vectors, the layout record, smaller layouts.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/games/fourteen/deal.h"
#include "reckon/input_error.h"
#include "test_data.h"

namespace reckon::fourteen {
namespace {

std::vector<std::string> names(const std::vector<Card>& cards) {
  std::vector<std::string> out;
  for (Card c : cards) out.push_back(to_ascii(c));
  return out;
}

// "N | 52 cards": p[i] goes to column i mod 12 at depth i div 12.
TEST(FourteenLayout, DealNumbersMatchEveryVector) {
  const auto lines = testing::data_lines("vectors/deals.txt");
  ASSERT_GE(lines.size(), 200u);
  for (const auto& line : lines) {
    const auto bar = line.find('|');
    const std::uint64_t n = std::stoull(line.substr(0, bar));
    const auto p = testing::split_words(line.substr(bar + 1));
    ASSERT_EQ(p.size(), 52u);
    const Deal deal = deal_from_number(n);
    ASSERT_NO_THROW(validate(deal)) << line;
    for (int i = 0; i < 52; ++i) {
      EXPECT_EQ(to_ascii(deal.at(i % 12, i / 12)), p[static_cast<std::size_t>(i)]) << "deal " << n << " p[" << i << "]";
    }
    // The exposed card of a column is its last-dealt card.
    EXPECT_EQ(to_ascii(deal.column(0).back()), p[48]) << line;
    EXPECT_EQ(to_ascii(deal.column(11).back()), p[47]) << line;
    EXPECT_EQ(names(cards_in_deal_order(deal)), p) << line;
  }
}

// The analysis loads a numbered deal without validating it
// (jobs/common/deal_source.cc): every number must give a valid deal, far
// past the vectors and at the ends of the range.
TEST(FourteenLayout, NumberedDealsAreValidByConstruction) {
  for (std::uint64_t n : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{1} << 31,
                          std::uint64_t{1} << 32, ~std::uint64_t{0}})
    ASSERT_NO_THROW(validate(deal_from_number(n))) << n;
  for (std::uint64_t n = 1; n <= 20000; ++n) ASSERT_NO_THROW(validate(deal_from_number(n))) << n;
}

// "N kind display | C1 | ... | C12", each column first dealt first.
TEST(FourteenLayout, PysolDealsMatchEveryVector) {
  const auto lines = testing::data_lines("vectors/pysol/fourteen.txt");
  ASSERT_EQ(lines.size(), 320u);
  for (const auto& line : lines) {
    const auto bar = line.find('|');
    const auto head = testing::split_words(line.substr(0, bar));
    const Deal deal = deal_from_pysol(pysol::parse_game_number(head[0]));
    ASSERT_NO_THROW(validate(deal)) << line;
    std::size_t start = bar + 1;
    for (int c = 0; c < 12; ++c) {
      const std::size_t next = line.find('|', start);
      EXPECT_EQ(names(deal.column(c)), testing::split_words(line.substr(start, next - start))) << line << " column " << c + 1;
      start = next + 1;
    }
  }
}

TEST(FourteenLayout, StandardShape) {
  const Layout l = Layout::standard();
  EXPECT_NO_THROW(validate(l));
  EXPECT_EQ(l.columns, 12);
  EXPECT_EQ(l.cards(), 52);
  EXPECT_EQ(l.max_depth(), 5);
  EXPECT_EQ(l.classes(), 7);
  EXPECT_EQ(l.class_of(13), 1);
  EXPECT_EQ(l.class_of(7), 7);
  EXPECT_EQ(l.partner(9), 5);
  EXPECT_EQ(l.positions(), 6u * 6 * 6 * 6 * 5 * 5 * 5 * 5 * 5 * 5 * 5 * 5);
  const std::vector<int> order = deal_order(l);
  ASSERT_EQ(order.size(), 52u);
  for (int i = 0; i < 52; ++i) EXPECT_EQ(order[static_cast<std::size_t>(i)], i % 12);
  EXPECT_EQ(describe(l), "12 columns (5,5,5,5,4,4,4,4,4,4,4,4), ranks A..K x4, pairs sum to 14");
}

TEST(FourteenLayout, SeedDealsOfTheStandardLayoutAreDealNumbers) {
  for (std::uint64_t n : {0ULL, 1ULL, 2ULL, 99ULL, 123456789ULL, ~0ULL})
    EXPECT_EQ(deal_from_seed(Layout::standard(), n), deal_from_number(n)) << n;
}

TEST(FourteenLayout, SmallLayoutsDealWholeDecks) {
  for (const Layout& l : {Layout::of({4, 4, 4, 4}, 4), Layout::of({5, 5, 3, 3}, 4), Layout::of({3, 3, 3, 3, 2}, 7, 2),
                          Layout::of({5, 5, 5, 5, 4, 4, 4}, 8)}) {
    ASSERT_NO_THROW(validate(l)) << describe(l);
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
      const Deal deal = deal_from_seed(l, seed);
      ASSERT_NO_THROW(validate(deal)) << describe(l) << " seed " << seed;
      std::set<int> seen;
      for (Card c : cards_in_deal_order(deal)) seen.insert(c.deck_index());
      EXPECT_EQ(static_cast<int>(seen.size()), l.cards());
    }
    // Dealt row by row, skipping full columns.
    const Deal deal = deal_from_seed(l, 3);
    EXPECT_EQ(deal_cards(l, cards_in_deal_order(deal)), deal);
  }
  // An uneven layout deals the deeper columns last.
  EXPECT_EQ(deal_order(Layout::of({3, 1, 2}, 3, 2)), (std::vector<int>{0, 1, 2, 0, 2, 0}));
}

std::string error_of(const Layout& l) {
  try {
    validate(l);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(FourteenLayout, RejectsLayoutsItCannotPlay) {
  EXPECT_EQ(error_of(Layout::of({4, 4, 4, 4}, 4)), "");
  EXPECT_NE(error_of(Layout::of({4, 4, 4}, 4)).find("the columns hold 12 cards but the deck has 16"), std::string::npos);
  Layout wrong_target = Layout::of({4, 4, 4, 4}, 4);
  wrong_target.target = 4;
  EXPECT_NE(error_of(wrong_target).find("the pair sum must be ranks + 1 = 5"), std::string::npos);
  EXPECT_NE(error_of(Layout::of({3, 3, 3, 3, 3}, 5, 3)).find("pairs with itself"), std::string::npos);
  EXPECT_NE(error_of(Layout::of({4, 4, 4, 4, 0}, 4)).find("at least one card"), std::string::npos);
  EXPECT_NE(error_of(Layout::of({13, 13, 13, 13, 13, 13}, 13, 6)).find("copies"), std::string::npos);
  EXPECT_NE(error_of(Layout::of({17, 17, 17, 1}, 13)).find("at most 64"), std::string::npos);
}

TEST(FourteenLayout, RejectsDealsThatAreNotDecks) {
  Deal deal = deal_from_number(1);
  deal.at(0, 0) = deal.at(1, 0);
  try {
    validate(deal);
    FAIL() << "accepted a duplicate";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("appears twice"), std::string::npos) << e.what();
  }
  deal = deal_from_number(1);
  deal.at(5, 4) = Card(7, Suit::kNone);  // past column 6's four cards
  EXPECT_THROW(validate(deal), InputError);
}

}  // namespace
}  // namespace reckon::fourteen
