// Fourteen Out card strings, layouts and moves as people and programs write
// them: round trips, the accepted forms, and errors that name their place.
#include <gtest/gtest.h>

#include <string>

#include "core/games/fourteen/text.h"
#include "reckon/input_error.h"
#include "test_data.h"

namespace reckon::fourteen {
namespace {

std::string error_of(const std::string& text, const Layout& layout = Layout::standard()) {
  try {
    parse_deal(text, layout);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string moves_error(const std::string& text) {
  try {
    parse_moves(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string deal_order_text(const Deal& deal) {
  std::string s;
  for (Card c : cards_in_deal_order(deal)) s += (s.empty() ? "" : " ") + to_ascii(c);
  return s;
}

TEST(FourteenText, ReadsDealOrderColumnsAndLines) {
  for (std::uint64_t n : {1ULL, 17ULL, 29ULL, 123456ULL}) {
    const Deal deal = deal_from_number(n);
    EXPECT_EQ(parse_deal(deal_order_text(deal)), deal) << n;
    EXPECT_EQ(parse_deal(deal_string(deal)), deal) << n;  // columns separated by '|'
    std::string lines;
    for (int c = 0; c < 12; ++c) {
      for (Card card : deal.column(c)) lines += to_pretty(card) + " ";
      lines += "\n";
    }
    EXPECT_EQ(parse_deal(lines), deal) << lines;  // one column per line, suit symbols
  }
  // The golden PySolFC layout is itself a card string (its columns after the header).
  const std::string line = testing::data_lines("vectors/pysol/fourteen.txt").front();
  const Deal deal = parse_deal(line.substr(line.find('|') + 1));
  EXPECT_EQ(deal, deal_from_pysol(pysol::parse_game_number("1")));
  // Five rows as dealt (12, 12, 12, 12, 4 cards) are the deal order, not columns.
  const Deal d17 = deal_from_number(17);
  const std::vector<Card> p = cards_in_deal_order(d17);
  std::string rows;
  for (std::size_t i = 0; i < p.size(); ++i) rows += to_ascii(p[i]) + (i % 12 == 11 ? "\n" : " ");
  EXPECT_EQ(parse_deal(rows), d17);
}

TEST(FourteenText, CardsWithoutSuitsAndGermanRanks) {
  const Deal deal = deal_from_number(5);
  std::string ranks;
  for (Card c : cards_in_deal_order(deal)) {
    std::string r = c.rank() == 11 ? "B" : c.rank() == 12 ? "D" : std::string(1, rank_char(c.rank()));
    ranks += r + " ";
  }
  const Deal plain = parse_deal(ranks);
  for (int i = 0; i < kMaxGrid; ++i) EXPECT_EQ(plain.grid[i].rank(), deal.grid[i].rank());
}

TEST(FourteenText, ErrorsNameTheirPlace) {
  const std::string good = deal_string(deal_from_number(1));
  EXPECT_EQ(error_of(good), "");
  EXPECT_EQ(error_of("7d 9c Xx"),
            "card 3 (\"Xx\") at column 7: unknown rank (expected A 2-9 T 10 J Q K, or German B D)");
  EXPECT_NE(
      error_of("7d 7d").find("card 2 (\"7d\") at column 4: 7d is already in the deal as card 1"),
      std::string::npos);
  EXPECT_EQ(error_of("7d 9c 4d"),
            "a deal is 52 cards in deal order, or 12 columns separated by '|' or on lines of their own; got 3 cards");
  // Eleven columns.
  std::string eleven = good.substr(0, good.rfind('|'));
  EXPECT_NE(error_of(eleven).find("the deal has 11 columns separated by '|'; it needs 12"), std::string::npos)
      << error_of(eleven);
  // A card moved from column 1 to column 2: column 1 is short.
  const std::size_t first_bar = good.find('|');
  const std::string moved = good.substr(3, first_bar - 3) + "| " + good.substr(0, 3) + good.substr(first_bar + 1);
  EXPECT_NE(error_of(moved).find("column 1 holds 4 cards (it starts with card 1"), std::string::npos) << error_of(moved);
  // Five kings (a queen replaced), suitless so no duplicate is seen.
  std::string ranks;
  for (Card c : cards_in_deal_order(deal_from_number(1))) ranks += std::string(1, rank_char(c.rank())) + " ";
  ranks[ranks.find('Q')] = 'K';
  EXPECT_NE(error_of(ranks).find("one K too many in the deal"), std::string::npos) << error_of(ranks);
  // A small layout refuses ranks it does not have.
  EXPECT_NE(error_of("A 2 2 5", Layout::of({2, 2}, 2, 2))
                .find("card 4 (\"5\") at column 7: this layout has ranks A..2"),
            std::string::npos);
}

TEST(FourteenText, LayoutForPeople) {
  const std::string text = layout_text(deal_from_number(1));
  EXPECT_NE(text.find("  Column  1: 7♦ 3♣ 10♠ 6♥ 3♥\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  Column 12: K♦ 10♥ K♠ 10♣\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  5:   3♥  2♠  9♥  7♠\n"), std::string::npos) << text;
  EXPECT_EQ(deal_string(deal_from_number(1)).substr(0, 19), "7d 3c Ts 6h 3h | 9c");
}

TEST(FourteenText, MovesRoundTrip) {
  const Move m{{5, 10}, {Card(9, Suit::kClubs), Card(5, Suit::kSpades)}};
  EXPECT_EQ(move_text(m), "9♣ (col 6) + 5♠ (col 11)");
  EXPECT_EQ(move_notation(m), "9c@6+5s@11");
  json::Writer w;
  write_move_json(w, m);
  EXPECT_EQ(w.str(), "{\"cards\":[\"9c\",\"5s\"],\"columns\":[6,11]}");
  EXPECT_EQ(parse_moves("9c@6+5s@11"), MoveList{m});
  EXPECT_EQ(parse_moves("[" + w.str() + "]"), MoveList{m});
  const MoveList plain = parse_moves("1. 6+11, 2. 1+2\n");
  ASSERT_EQ(plain.size(), 2u);
  EXPECT_EQ(plain[0], (Move{{5, 10}, {}}));
  EXPECT_EQ(plain[1], (Move{{0, 1}, {}}));
  EXPECT_EQ(parse_moves("[{\"columns\": [1, 12]}]"), (MoveList{Move{{0, 11}, {}}}));
}

TEST(FourteenText, MoveErrorsNameTheirPlace) {
  EXPECT_EQ(moves_error("6+11 6-11"),
            "move 2 (\"6-11\", character 6): expected two columns joined by '+', such as 6+11 or 9c@6+5s@11");
  EXPECT_EQ(moves_error("6+13"), "move 1 (\"6+13\", character 1): there is no column 13 (1 to 12)");
  EXPECT_EQ(moves_error("Xc@6+11"), "move 1 (\"Xc@6+11\", character 1): \"Xc\" is not a card: unknown rank (expected A 2-9 T 10 J Q K, or German B D)");
  EXPECT_EQ(moves_error("[{\"columns\": [1]}]"), "move 1: \"columns\" must be an array of two column numbers");
  EXPECT_EQ(moves_error("[3]"), "move 1: a move object is expected");
  // Found by the fuzzer (tests/fuzz/corpus/moves/fourteen_huge_column): a
  // column too large for an int was converted before it was checked.
  for (const char* column : {"9.44444e+89", "-1e300", "2.5", "1e10"})
    EXPECT_EQ(moves_error(std::string("[{\"columns\": [") + column + ", 12]}]"),
              "move 1: a column must be a whole number from 1 to 12")
        << column;
  EXPECT_EQ(moves_error("[{\"columns\": [13, 12]}]"), "move 1: there is no column 13 (1 to 12)");
}

}  // namespace
}  // namespace reckon::fourteen
