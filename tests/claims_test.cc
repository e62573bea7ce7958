// The claims checker: claimed figures, and claims files and their errors.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>

#include "core/json.h"
#include "run_program.h"
#include "jobs/claims/claim_file.h"
#include "jobs/claims/figure.h"
#include "jobs/claims/judge.h"
#include "jobs/claims/measure.h"


namespace reckon::claims {
namespace {

// ---------------------------------------------------------------- figures

TEST(ClaimFigure, ParsesTheWaysPeopleWriteRates) {
  Figure f = parse_figure("about 93 %");
  EXPECT_EQ(f.kind, Figure::Kind::kAbout);
  EXPECT_EQ(f.unit, Figure::Unit::kPercent);
  EXPECT_DOUBLE_EQ(f.low, 93);
  EXPECT_DOUBLE_EQ(f.high, 93);
  EXPECT_DOUBLE_EQ(parse_figure("~0.5%").low, 0.5);
  EXPECT_DOUBLE_EQ(parse_figure("93 percent").low, 93);

  f = parse_figure("About 2 in 3");
  EXPECT_EQ(f.kind, Figure::Kind::kAbout);
  EXPECT_EQ(f.unit, Figure::Unit::kPercent);
  EXPECT_NEAR(f.low, 200.0 / 3, 1e-9);
  EXPECT_NEAR(parse_figure("1 in 5").low, 20, 1e-9);

  for (const char* text :
       {"90..95 %", "90-95%", "90 \xe2\x80\x93 95 %", "90 to 95 percent", "90 % .. 95 %"}) {
    f = parse_figure(text);
    EXPECT_EQ(f.kind, Figure::Kind::kRange) << text;
    EXPECT_EQ(f.unit, Figure::Unit::kPercent) << text;
    EXPECT_DOUBLE_EQ(f.low, 90) << text;
    EXPECT_DOUBLE_EQ(f.high, 95) << text;
  }
  f = parse_figure("more than 80 %");
  EXPECT_EQ(f.kind, Figure::Kind::kMoreThan);
  EXPECT_DOUBLE_EQ(f.low, 80);
  EXPECT_EQ(parse_figure("> 80%").kind, Figure::Kind::kMoreThan);
  EXPECT_EQ(parse_figure("at least 80%").kind, Figure::Kind::kMoreThan);
  f = parse_figure("less than 5 %");
  EXPECT_EQ(f.kind, Figure::Kind::kLessThan);
  EXPECT_DOUBLE_EQ(f.high, 5);
}

TEST(ClaimFigure, ParsesRatios) {
  Figure f = parse_figure("about 4 times");
  EXPECT_EQ(f.kind, Figure::Kind::kAbout);
  EXPECT_EQ(f.unit, Figure::Unit::kTimes);
  EXPECT_DOUBLE_EQ(f.low, 4);
  EXPECT_EQ(parse_figure("4x").unit, Figure::Unit::kTimes);
  EXPECT_EQ(parse_figure("4").unit, Figure::Unit::kNone);
  f = parse_figure("less than 1 times");
  EXPECT_EQ(f.kind, Figure::Kind::kLessThan);
  EXPECT_DOUBLE_EQ(f.high, 1);
}

TEST(ClaimFigure, RejectsWhatIsNotAFigure) {
  for (const char* text :
       {"", "  ", "often", "about", "95..90 %", "120 %", "more than 80..90 %", "4 % times",
        "3 in 0", "5 in 3", "93 % of deals", "-5 %", "90..", "1.2.3 %"})
    EXPECT_THROW(parse_figure(text), InputError) << "\"" << text << "\"";
}

TEST(ClaimFigure, AcceptedFiguresWidenByTheToleranceAndStayRates) {
  Accepted a = accepted(parse_figure("about 8 %"), 0.5);
  EXPECT_DOUBLE_EQ(a.low, 7.5);
  EXPECT_DOUBLE_EQ(a.high, 8.5);
  a = accepted(parse_figure("about 0.5 %"), 1);  // never below 0
  EXPECT_DOUBLE_EQ(a.low, 0);
  EXPECT_DOUBLE_EQ(a.high, 1.5);
  a = accepted(parse_figure("90..95 %"), 1);
  EXPECT_DOUBLE_EQ(a.low, 89);
  EXPECT_DOUBLE_EQ(a.high, 96);
  a = accepted(parse_figure("more than 80 %"), 2);
  EXPECT_DOUBLE_EQ(a.low, 78);
  EXPECT_DOUBLE_EQ(a.high, 100);  // a rate is at most 100 %
  a = accepted(parse_figure("more than 2 times"), 0);
  EXPECT_TRUE(std::isinf(a.high));  // a ratio is open above
  a = accepted(parse_figure("less than 5 %"), 0);
  EXPECT_DOUBLE_EQ(a.low, 0);
  EXPECT_DOUBLE_EQ(a.high, 5);
  EXPECT_EQ(describe(parse_figure("about 93 %"), 0.5), "\xe2\x89\x88 93 % \xc2\xb1 0.5");
  EXPECT_EQ(describe(parse_figure("90..95 %"), 0),
            "90\xe2\x80\x93"
            "95 %");
}

// ---------------------------------------------------------------- files

const char* kGoodFile = R"(# two rate claims and a ratio
[[claim]]
id = "calc-simple"
source = "a seed"
quote = "etwa 2 %"
game = "calculation"
variant = "--waste 4"
strategy = "simple"
claim = "about 2 %"
tolerance = 0.5
deals = "1-1000"

[[claim]]
id = "normal-simple"
source = "a seed"
quote = "etwa 8 %"
game = "rechenkuenstler"
variant = "--level normal"
strategy = "simple"
claim = "about 8 %"
tolerance = 1
store = "stores/normal.db"

[[claim]]
id = "ratio"
source = "a seed"
quote = "viermal so oft"
strategy = "simple"
claim = "about 4 times"
tolerance = 0.5
numerator = "normal-simple"
denominator = "calc-simple"
)";

TEST(ClaimFile, ReadsRateAndRatioClaims) {
  const auto claims = parse_claims(kGoodFile, "dir/x.toml");
  ASSERT_EQ(claims.size(), 3u);
  const Claim& a = claims[0];
  EXPECT_EQ(a.id, "calc-simple");
  EXPECT_EQ(a.game, "calculation");
  EXPECT_EQ(a.variant, "--waste 4");
  EXPECT_EQ(a.strategy, "simple");
  EXPECT_EQ(a.deals, "1-1000");
  EXPECT_DOUBLE_EQ(a.tolerance, 0.5);
  EXPECT_DOUBLE_EQ(a.figure.low, 2);
  EXPECT_EQ(a.file, "dir/x.toml");
  EXPECT_EQ(a.line, 2);
  EXPECT_FALSE(a.is_ratio());
  EXPECT_EQ(claims[1].store, "dir/stores/normal.db");  // relative to the claims file
  EXPECT_EQ(claims[1].line, 13);
  EXPECT_TRUE(claims[2].is_ratio());
  EXPECT_EQ(claims[2].figure.unit, Figure::Unit::kTimes);
  EXPECT_EQ(claims[2].numerator, "normal-simple");
  EXPECT_NO_THROW(check_claim_set(claims));
}

// The error of parse_claims on text, or "" when it parses.
std::string error_of(const std::string& text) {
  try {
    parse_claims(text, "f.toml");
  } catch (const ClaimError& e) {
    return e.what();
  }
  return "";
}

const std::string kHead =
    "[[claim]]\nid = \"c\"\nsource = \"s\"\nquote = \"q\"\ngame = \"calculation\"\nstrategy = "
    "\"simple\"\n";

TEST(ClaimFile, ErrorsNameTheFileLineAndProblem) {
  EXPECT_EQ(error_of(kHead + "claim = \"about 2 %\"\ntolerance = 0.5\ndeals = \"1-10\"\n"), "");
  // TOML syntax
  std::string e = error_of("[[claim]]\nid = \"c\"\nsource = \"unterminated\n");
  EXPECT_TRUE(e.starts_with("f.toml:3:")) << e;
  e = error_of("[[claim]]\nid = \"c\"\nid = \"d\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:3:")) << e;
  // Keys
  e = error_of(kHead + "claim = \"about 2 %\"\ntolerance = 0.5\ndeals = \"1-10\"\ntolerence = 1\n");
  EXPECT_TRUE(e.starts_with("f.toml:10:")) << e;
  EXPECT_NE(e.find("unknown key \"tolerence\""), std::string::npos) << e;
  e = error_of("title = \"x\"\n" + kHead);
  EXPECT_TRUE(e.starts_with("f.toml:1:")) << e;
  EXPECT_NE(e.find("[[claim]]"), std::string::npos) << e;
  e = error_of("# nothing\n");
  EXPECT_NE(e.find("no claims"), std::string::npos) << e;
  e = error_of("claim = 3\n");
  EXPECT_NE(e.find("array of tables"), std::string::npos) << e;
  e = error_of("[[claim]]\nsource = \"s\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:1:")) << e;
  EXPECT_NE(e.find("needs \"id\""), std::string::npos) << e;
  e = error_of("[[claim]]\nid = \"a b\"\n");
  EXPECT_NE(e.find("an id is"), std::string::npos) << e;
  // Values
  e = error_of(kHead + "claim = \"about 2 %\"\ntolerance = \"0.5\"\ndeals = \"1-10\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:8:")) << e;
  EXPECT_NE(e.find("tolerance must be a number, not a string"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"about 2 %\"\ntolerance = -1\ndeals = \"1-10\"\n");
  EXPECT_NE(e.find(">= 0"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"about 2 %\"\ndeals = \"1-10\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:7:")) << e;
  EXPECT_NE(e.find("needs a tolerance"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"often\"\ntolerance = 1\ndeals = \"1-10\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:7:")) << e;
  EXPECT_NE(e.find("expected a figure"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"about 2\"\ntolerance = 1\ndeals = \"1-10\"\n");
  EXPECT_NE(e.find("write a rate with %"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"about 2 times\"\ntolerance = 1\ndeals = \"1-10\"\n");
  EXPECT_NE(e.find("numerator and denominator"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"about 2 %\"\ntolerance = 1\ndeals = \"10-1\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:9:")) << e;
  e = error_of(kHead + "claim = \"about 2 %\"\ntolerance = 1\n");
  EXPECT_NE(e.find("needs deals"), std::string::npos) << e;
  e = error_of(kHead + "claim = \"about 2 %\"\ntolerance = 1\ndeals = 100\n");
  EXPECT_NE(e.find("\"deals\" must be a string, not a whole number"), std::string::npos) << e;
  e = error_of(kHead +
               "claim = \"about 2 %\"\ntolerance = 1\ndeals = \"1-10\"\n"
               "fair_player = \"--samples 4096\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:10:")) << e;
  EXPECT_NE(e.find("fair_player is for claims about people"), std::string::npos) << e;
  // Ratios
  const std::string ratio =
      "[[claim]]\nid = \"r\"\nsource = \"s\"\nquote = \"q\"\nstrategy = \"simple\"\n";
  e = error_of(ratio + "claim = \"about 4 times\"\ntolerance = 1\nnumerator = \"a\"\n");
  EXPECT_NE(e.find("both numerator and denominator"), std::string::npos) << e;
  e = error_of(ratio +
               "claim = \"about 4 times\"\ntolerance = 1\nnumerator = \"a\"\ndenominator = \"b\"\n"
               "game = \"calculation\"\n");
  EXPECT_TRUE(e.starts_with("f.toml:10:")) << e;
  EXPECT_NE(e.find("remove \"game\""), std::string::npos) << e;
  e = error_of(ratio +
               "claim = \"about 4 %\"\ntolerance = 1\nnumerator = \"a\"\ndenominator = \"b\"\n");
  EXPECT_NE(e.find("not a percentage"), std::string::npos) << e;
}

std::vector<Claim> claims_of(const std::string& text) { return parse_claims(text, "f.toml"); }

std::string set_error_of(const std::string& text) {
  try {
    check_claim_set(claims_of(text));
  } catch (const ClaimError& e) {
    return e.what();
  }
  return "";
}

TEST(ClaimFile, ClaimSetsHaveUniqueIdsAndSoundRatios) {
  const std::string rate = kHead + "claim = \"about 2 %\"\ntolerance = 1\ndeals = \"1-10\"\n";
  std::string e = set_error_of(rate + rate);
  EXPECT_NE(e.find("claim id \"c\" is also used at f.toml:1"), std::string::npos) << e;
  const std::string ratio_head =
      "[[claim]]\nid = \"r\"\nsource = \"s\"\nquote = \"q\"\nclaim = \"about 4 times\"\n"
      "tolerance = 1\n";
  e = set_error_of(rate + ratio_head +
                   "strategy = \"simple\"\nnumerator = \"c\"\ndenominator = \"nope\"\n");
  EXPECT_NE(e.find("\"nope\", which is not in the files given"), std::string::npos) << e;
  e = set_error_of(rate + ratio_head +
                   "strategy = \"perfect\"\nnumerator = \"c\"\ndenominator = \"c\"\n");
  EXPECT_NE(e.find("is about the perfect strategy"), std::string::npos) << e;
  e = set_error_of(rate + ratio_head +
                   "strategy = \"simple\"\nnumerator = \"c\"\ndenominator = \"r\"\n");
  EXPECT_NE(e.find("itself a ratio"), std::string::npos) << e;
  EXPECT_EQ(set_error_of(rate + ratio_head +
                         "strategy = \"simple\"\nnumerator = \"c\"\ndenominator = \"c\"\n"),
            "");
}

}  // namespace
}  // namespace reckon::claims
