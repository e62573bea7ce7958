// core/json on Boost.JSON: exact integers, errors that name their place,
// members in the order written, and numbers that read back as written
// (rows from a results store print as rows never stored).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "reckon/input_error.h"
#include "core/json.h"
#include "jobs/analysis/results_store.h"
#include "jobs/analysis/row.h"
#include "jobs/analysis/row_writer.h"

namespace reckon {
namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

std::string error_of(std::string_view text) {
  try {
    json::parse(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Json, IntegersUpTo2To64Minus1AreExact) {
  const json::Value v = json::parse(R"({"deal": 18446744073709551615, "past_2_53": 9007199254740993,
                                        "low": -9223372036854775808})");
  EXPECT_EQ(v.at("deal").as_uint64(), kMax);
  EXPECT_EQ(v.at("past_2_53").as_int64(), std::int64_t{9007199254740993});  // a double holds ...992
  EXPECT_EQ(v.at("low").as_int64(), std::numeric_limits<std::int64_t>::min());
  json::Writer w;
  w.begin_object().member("deal", v.at("deal").as_uint64()).end_object();
  EXPECT_EQ(w.str(), R"({"deal":18446744073709551615})");
}

TEST(Json, BadEscapesAreRefusedWithTheirPlace) {
  EXPECT_EQ(error_of(R"({"a": "\u12G4"})"),
            "JSON at byte 12 (line 1, column 12): expected hex digit");
  EXPECT_NE(error_of(R"(["\ud800"])"), "");  // a lone leading surrogate
  EXPECT_NE(error_of(R"(["\q"])"), "");
  EXPECT_EQ(json::parse(R"(["\u00e9\u0041"])").as_array().at(0).as_string(),
            "\xc3\xa9"
            "A");
}

TEST(Json, TruncatedInputIsRefusedWithItsPlace) {
  EXPECT_EQ(error_of("[1,\n 2"), "JSON at byte 7 (line 2, column 3): incomplete JSON");
  EXPECT_EQ(error_of(R"({"a": "unclosed)"), "JSON at byte 16 (line 1, column 16): incomplete JSON");
  EXPECT_EQ(error_of(""), "JSON at byte 1 (line 1, column 1): incomplete JSON");
}

TEST(Json, TrailingTextIsRefusedWithItsPlace) {
  EXPECT_EQ(error_of("{\"a\": 1}\n  x"), "JSON at byte 12 (line 2, column 3): extra data");
  EXPECT_EQ(error_of("[1] [2]"), "JSON at byte 5 (line 1, column 5): extra data");
  EXPECT_NO_THROW(json::parse("[1]\n"));
}

TEST(Json, MembersKeepTheOrderWritten) {
  const json::Value v = json::parse(R"({"zeta": 1, "alpha": 2, "mid": 3})");
  std::vector<std::string> keys;
  for (const auto& m : v.as_object()) keys.emplace_back(m.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"zeta", "alpha", "mid"}));
  EXPECT_EQ(json::find(v, "alpha")->as_int64(), 2);
  EXPECT_EQ(json::find(v, "absent"), nullptr);
  EXPECT_EQ(json::find(json::parse("[1]"), "alpha"), nullptr);
}

TEST(Json, MemberLiteralsKeepNumbersAsWritten) {
  const auto m = json::member_literals(
      R"({"score": 0.50, "share": 0.1000, "wins": 18446744073709551615, "big": 1e3,)"
      R"( "tier": "h\"ard", "ok": true, "skip": null, "nested": {"x": 1}, "last": -0.0})");
  const std::vector<std::pair<std::string, std::string>> want = {
      {"score", "0.50"}, {"share", "0.1000"},     {"wins", "18446744073709551615"},
      {"big", "1e3"},    {"tier", R"("h\"ard")"}, {"ok", "true"},
      {"last", "-0.0"}};
  EXPECT_EQ(m, want);
  EXPECT_THROW(json::member_literals("[1, 2]"), InputError);
  EXPECT_THROW(json::member_literals(R"({"a": 1} 2)"), InputError);
}

TEST(Json, QuoteEscapesControlCharacters) {
  EXPECT_EQ(json::quote("a\"b\\c\nd\te\x01"), R"("a\"b\\c\nd\te\u0001")");
  EXPECT_EQ(json::quote("\xc2\xb1"), "\"\xc2\xb1\"");  // UTF-8 passes as it is
}

// A row read back from a results store prints as the row did before it was
// stored, in CSV and in JSON Lines: the figures keep their digits and order.
TEST(Json, RowsReadBackFromAStorePrintAsRowsNeverStored) {
  const auto dir =
      std::filesystem::temp_directory_path() /
      ("reckon_json_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  std::filesystem::create_directories(dir);
  analysis::Row row;
  row.deal = "18446744073709551615";
  row.outcome = Outcome::kWinnable;
  row.nodes = kMax;
  row.length = 52;
  row.extra = {{"score", "0.50"},
               {"tier", json::quote("hard, \"really\"")},
               {"fair_wins", "18446744073709551615"},
               {"winning_share", "0.1000"}};
  EXPECT_EQ(analysis::parse_extra_json(analysis::extra_json(row)), row.extra);
  std::optional<analysis::Row> stored;
  {
    analysis::ResultsStore store((dir / "s.db").string(), {{"game", "calculation"}}, "all");
    store.add({row});
    stored = store.find(row.deal);
  }
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->extra, row.extra);
  const analysis::RowSource source{"calculation", "waste 4", "perfect"};
  const std::vector<std::string> columns = {"score", "tier", "fair_wins", "winning_share"};
  for (const char* ext : {".csv", ".jsonl"}) {
    const auto print = [&](const analysis::Row& r, const std::string& name) {
      const std::string path = (dir / (name + ext)).string();
      {
        analysis::RowWriter w(path, source, columns);
        w.write(r);
        w.flush();
      }
      std::ifstream in(path);
      std::stringstream s;
      s << in.rdbuf();
      return s.str();
    };
    EXPECT_EQ(print(*stored, "stored"), print(row, "fresh")) << ext;
  }
  std::filesystem::remove_all(dir);
}

// Row files name their setting "setting"; files written when that column
// was called "variant" read the same, in CSV and in JSON Lines.
TEST(Json, RowFilesReadTheSettingUnderEitherName) {
  const auto dir =
      std::filesystem::temp_directory_path() /
      ("reckon_rows_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  std::filesystem::create_directories(dir);
  const auto read = [&](const std::string& name, const std::string& text) {
    const std::string path = (dir / name).string();
    std::ofstream(path) << text;
    analysis::RowSource source;
    const std::vector<analysis::Row> rows = analysis::read_row_file(path, &source);
    EXPECT_EQ(rows.size(), 1u) << name;
    return source.game + " | " + source.setting;
  };
  const std::string want = "calculation | 4 waste piles, bases preplaced";
  EXPECT_EQ(read("new.csv",
                 "deal,strategy,verdict,nodes,micros,length,game,setting\n"
                 "1,perfect,winnable,5,1,78,calculation,\"4 waste piles, bases preplaced\"\n"),
            want);
  EXPECT_EQ(read("old.csv",
                 "deal,strategy,verdict,nodes,micros,length,game,variant\n"
                 "1,perfect,winnable,5,1,78,calculation,\"4 waste piles, bases preplaced\"\n"),
            want);
  const std::string row =
      R"({"deal":"1","strategy":"perfect","verdict":"winnable","nodes":5,"micros":1,"length":78,"game":"calculation",)";
  EXPECT_EQ(read("new.jsonl", row + R"("setting":"4 waste piles, bases preplaced"})" + "\n"), want);
  EXPECT_EQ(read("old.jsonl", row + R"("variant":"4 waste piles, bases preplaced"})" + "\n"), want);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace reckon
