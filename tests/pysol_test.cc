#include "core/pysol.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "reckon/input_error.h"
#include "test_data.h"

namespace reckon::pysol {
namespace {

// A vector line: "N kind display | group | group ...".
struct VectorLine {
  std::vector<std::string> head;                 // N, kind, display
  std::vector<std::vector<std::string>> groups;  // the card words of each '|' group
};

VectorLine split_line(const std::string& line) {
  VectorLine v;
  std::size_t start = 0;
  for (bool first = true;; first = false) {
    const std::size_t bar = line.find('|', start);
    const auto words = testing::split_words(line.substr(start, bar - start));
    if (first) {
      v.head = words;
    } else {
      v.groups.push_back(words);
    }
    if (bar == std::string::npos) return v;
    start = bar + 1;
  }
}

std::string kind_name(Generator g) { return g == Generator::kMs ? "ms" : "mt"; }

template <class Cards>
std::vector<std::string> names(const Cards& cards) {
  std::vector<std::string> out;
  for (const Card c : cards) out.push_back(to_ascii(c));
  return out;
}

// The message parse_game_number throws, or "" when it accepts the text.
std::string error_of(const std::string& text) {
  try {
    parse_game_number(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::vector<std::string> deck_of(const std::string& text) {
  return names(shuffled_deck(parse_game_number(text)));
}

TEST(PysolVectors, CalculationMatchesEveryLine) {
  const auto lines = testing::data_lines("vectors/pysol/calculation.txt");
  ASSERT_EQ(lines.size(), 320u);
  for (const auto& line : lines) {
    const VectorLine v = split_line(line);
    ASSERT_EQ(v.head.size(), 3u) << line;
    ASSERT_EQ(v.groups.size(), 2u) << line;
    const GameNumber number = parse_game_number(v.head[0]);
    EXPECT_EQ(kind_name(number.generator), v.head[1]) << line;
    EXPECT_EQ(display(number), v.head[2]) << line;
    const CalculationLayout layout = calculation_layout(number);
    EXPECT_EQ(names(layout.bases), v.groups[0]) << line;
    EXPECT_EQ(names(layout.stock), v.groups[1]) << line;
  }
}

TEST(PysolVectors, FourteenMatchesEveryLine) {
  const auto lines = testing::data_lines("vectors/pysol/fourteen.txt");
  ASSERT_EQ(lines.size(), 320u);
  for (const auto& line : lines) {
    const VectorLine v = split_line(line);
    ASSERT_EQ(v.head.size(), 3u) << line;
    ASSERT_EQ(v.groups.size(), 12u) << line;
    const GameNumber number = parse_game_number(v.head[0]);
    EXPECT_EQ(kind_name(number.generator), v.head[1]) << line;
    EXPECT_EQ(display(number), v.head[2]) << line;
    const auto columns = fourteen_layout(number);
    for (int c = 0; c < 12; ++c)
      EXPECT_EQ(names(columns[c]), v.groups[c]) << line << " column " << c + 1;
  }
}

TEST(PysolLayouts, AreWholeDecksWithTheRightShapes) {
  for (const char* text : {"1", "31999", "ms6000000000", "32000", "99999999999999999999",
                           "123456789012345678901234567890"}) {
    const GameNumber number = parse_game_number(text);
    std::set<int> seen;
    for (const Card c : shuffled_deck(number)) seen.insert(c.deck_index());
    EXPECT_EQ(seen.size(), 52u) << text;

    const CalculationLayout calc = calculation_layout(number);
    std::set<int> calc_seen;
    for (int r = 1; r <= 4; ++r) EXPECT_EQ(calc.bases[r - 1].rank(), r) << text;
    for (const Card c : calc.bases) calc_seen.insert(c.deck_index());
    for (const Card c : calc.stock) calc_seen.insert(c.deck_index());
    EXPECT_EQ(calc_seen.size(), 52u) << text;

    const auto columns = fourteen_layout(number);
    std::set<int> fourteen_seen;
    for (int c = 0; c < 12; ++c) {
      EXPECT_EQ(columns[c].size(), c < 4 ? 5u : 4u) << text;
      for (const Card card : columns[c]) fourteen_seen.insert(card.deck_index());
    }
    EXPECT_EQ(fourteen_seen.size(), 52u) << text;
  }
}

TEST(PysolParse, RejectsWhatPysolRejects) {
  const std::string p = "PySolFC game number ";
  EXPECT_EQ(error_of("0"), p + "\"0\": must be at least 1");
  EXPECT_EQ(error_of("000"), p + "\"000\": must be at least 1");
  EXPECT_EQ(error_of("-0"), p + "\"-0\": must be at least 1");
  EXPECT_EQ(error_of(""), p + "\"\": empty");
  EXPECT_EQ(error_of(" # -"), p + "\" # -\": no digits (spaces and # - _ . , are ignored)");
  EXPECT_EQ(error_of("12x"), p + "\"12x\": not a number");
  EXPECT_EQ(error_of("ms0"), p + "\"ms0\": must be at least 1");
  EXPECT_EQ(error_of("ms8589934592"), p + "\"ms8589934592\": must be at most 8589934591");
  EXPECT_EQ(error_of("ms123456789012345678901234567890"),
            p + "\"ms123456789012345678901234567890\": must be at most 8589934591");
  // Only "ms" + digits exactly is the MS form; anything else around it makes
  // PySolFC read the text as a plain number, which it then is not.
  const std::string hint =
      ": not a number (PySolFC takes \"msN\" only exactly so: no '#', no spaces)";
  EXPECT_EQ(error_of("#ms5"), p + "\"#ms5\"" + hint);
  EXPECT_EQ(error_of("ms5 "), p + "\"ms5 \"" + hint);
  EXPECT_EQ(error_of(" ms5"), p + "\" ms5\"" + hint);
  EXPECT_EQ(error_of("ms-5"), p + "\"ms-5\"" + hint);
  EXPECT_EQ(error_of("ms5\n\n"), p + "\"ms5\\n\\n\"" + hint);
  for (const char* bad : {"ms", "msx", "MS5", "12l", "12LL", "L12", "++5", "5+", "+", "1e5", "0x10",
                          "12\t3x", "one"}) {
    EXPECT_NE(error_of(bad).find("not a number"), std::string::npos) << bad;
  }
}

TEST(PysolParse, LimitsDigitsLikePython) {
  // CPython's int() takes at most 4300 digits, leading zeros included.
  const std::string longest = "1" + std::string(4299, '0');
  EXPECT_EQ(error_of(longest), "");
  EXPECT_EQ(display(parse_game_number(longest)), "#" + longest);
  const std::string padded_one = std::string(4300, '0') + "1";
  const std::string error = error_of(padded_one);
  EXPECT_NE(error.find("more than 4300 digits"), std::string::npos) << error;
  EXPECT_LT(error.size(), 150u) << "long input is cut in the message";
}

TEST(PysolParse, NormalisesLikePysol) {
  const auto deck = deck_of("12345");
  for (const char* text :
       {"#1-2_3.4,5 L", "12345L", "12345L\n", "+12345", "-12345", "0012345", " 1 2 3 4 5\t",
        "12.345", "12,345", "12\u00a0345", "12\u202f345", "#12345"}) {
    const GameNumber number = parse_game_number(text);
    EXPECT_EQ(number.generator, Generator::kMs) << text;
    EXPECT_EQ(number.ms_seed, 12345u) << text;
    EXPECT_EQ(display(number), "#ms12345") << text;
    EXPECT_EQ(deck_of(text), deck) << text;
  }
  // A plain number below 32000 is the same game as its "ms" form.
  EXPECT_EQ(deck_of("ms12345"), deck);
  EXPECT_EQ(display(parse_game_number("ms007")), "#ms7");
  EXPECT_EQ(display(parse_game_number("ms5\n")), "#ms5");
  // The Mersenne Twister numbers read back from their display form.
  const GameNumber mt = parse_game_number("123 456");
  EXPECT_EQ(display(mt), "#00000000000000123456");
  EXPECT_EQ(deck_of(display(mt)), deck_of("123456"));
  EXPECT_EQ(deck_of("-123_456L"), deck_of("123456"));
}

TEST(PysolParse, PicksTheGeneratorByRange) {
  EXPECT_EQ(parse_game_number("31999").generator, Generator::kMs);
  EXPECT_EQ(parse_game_number("32000").generator, Generator::kMt);
  EXPECT_EQ(parse_game_number("ms32000").generator, Generator::kMs);
  EXPECT_EQ(parse_game_number("ms8589934591").ms_seed, 8589934591u);
  EXPECT_NE(deck_of("ms32000"), deck_of("32000"));
}

TEST(PysolParse, SplitsBigNumbersIntoWordsLikeCpython) {
  using Words = std::vector<std::uint32_t>;
  EXPECT_EQ(parse_game_number("32000").mt_key, Words({32000u}));
  EXPECT_EQ(parse_game_number("4294967295").mt_key, Words({0xffffffffu}));
  EXPECT_EQ(parse_game_number("4294967296").mt_key, Words({0u, 1u}));
  EXPECT_EQ(parse_game_number("12345678901234567890").mt_key, Words({0xeb1f0ad2u, 0xab54a98cu}));
  EXPECT_EQ(parse_game_number("18446744073709551616").mt_key, Words({0u, 0u, 1u}));
  EXPECT_EQ(parse_game_number("1000000000000000000000000000000").mt_key,  // 10^30
            Words({0x40000000u, 0x4674edeau, 0x9f2c9cd0u, 0xcu}));
  EXPECT_EQ(display(parse_game_number("1000000000000000000000000000000")),
            "#1000000000000000000000000000000");
}

}  // namespace
}  // namespace reckon::pysol
