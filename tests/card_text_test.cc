#include "core/card_text.h"

#include <gtest/gtest.h>

#include "reckon/input_error.h"

namespace reckon {
namespace {

std::string error_of(std::string_view text) {
  try {
    parse_card_tokens(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(CardText, AcceptsEveryRankAndSuitSpelling) {
  const auto tokens = parse_card_tokens("Ac 2D 10h Ts, tH j♦ B♣ Q♥ Dd K♠ ks 7 a♧ 9♤  5♥️");
  std::vector<std::string> ascii;
  for (const auto& t : tokens) ascii.push_back(to_ascii(t.card));
  EXPECT_EQ(ascii, (std::vector<std::string>{"Ac", "2d", "Th", "Ts", "Th", "Jd", "Jc", "Qh", "Qd",
                                             "Ks", "Ks", "7", "Ac", "9s", "5h"}));
}

TEST(CardText, RecordsPositions) {
  const auto tokens = parse_card_tokens("Ac  2d\n 10♥ | 4s");
  ASSERT_EQ(tokens.size(), 4u);
  EXPECT_EQ(tokens[1].column, 5);
  EXPECT_EQ(tokens[2].line, 2);
  EXPECT_EQ(tokens[2].column, 2);
  EXPECT_EQ(tokens[2].number, 3);
  EXPECT_EQ(tokens[3].group, 1);
  EXPECT_EQ(tokens[3].column, 8);  // counted in characters, not bytes
}

TEST(CardText, UnknownTokensAreNamedWithTheirPosition) {
  EXPECT_EQ(error_of("Ac Xd"),
            "card 2 (\"Xd\") at column 4: unknown rank (expected A 2-9 T 10 J Q K, or German "
            "B D)");
  // Over several lines the line is named as well (a trailing newline does not count).
  EXPECT_TRUE(
      error_of("Ac 2d\n3h Xd\n").starts_with("card 4 (\"Xd\") at line 2, column 4: unknown rank"));
  EXPECT_TRUE(error_of("Ac Xd\n").starts_with("card 2 (\"Xd\") at column 4: unknown rank"));
  EXPECT_NE(error_of("Ac 2x").find("card 2 (\"2x\")"), std::string::npos);
  EXPECT_NE(error_of("Ac 2x").find("unknown suit \"x\""), std::string::npos);
  EXPECT_NE(error_of("11c").find("unknown rank"), std::string::npos);
  EXPECT_NE(error_of("Acc").find("unknown suit"), std::string::npos);
}

TEST(CardText, DuplicatesAndRankCountsAreNamed) {
  auto tokens = parse_card_tokens("Ac 2d Ac");
  try {
    check_no_duplicates(tokens, "stock");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "card 3 (\"Ac\") at column 7: Ac is already in the stock as card 1");
  }
  int expected[kRanks + 1] = {};
  expected[1] = 1;
  expected[2] = 1;
  tokens = parse_card_tokens("A 2 A");
  EXPECT_NO_THROW(check_no_duplicates(tokens, "stock"));  // no suits: nothing to compare
  try {
    check_rank_counts(tokens, expected, "stock");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("card 3 (\"A\")"), std::string::npos);
  }
  tokens = parse_card_tokens("A");
  try {
    check_rank_counts(tokens, expected, "stock");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("lacks 1 card(s) of rank 2"), std::string::npos);
  }
}

}  // namespace
}  // namespace reckon
