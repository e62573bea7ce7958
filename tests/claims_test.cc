// The claims checker: claimed figures, claims files and their errors, the
// verdicts on hand-made measurements, the measurer's planning, and one small
// run of the reckon-claims program.
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
#include "tools/claims/claim_file.h"
#include "tools/claims/figure.h"
#include "tools/claims/judge.h"
#include "tools/claims/measure.h"

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

// ---------------------------------------------------------------- judging

Claim claim(const std::string& figure, double tolerance, const std::string& strategy = "simple") {
  Claim c;
  c.id = "c";
  c.game = "calculation";
  c.strategy = strategy;
  c.figure = parse_figure(figure);
  c.tolerance = tolerance;
  return c;
}

Evidence measured(std::uint64_t wins, std::uint64_t n, std::uint64_t unknown = 0,
                  const std::string& who = "simple") {
  Measurement m;
  m.strategy = who;
  m.n = n;
  m.wins = wins;
  m.unknown = unknown;
  m.losses = n - wins - unknown;
  return {m, ""};
}

TEST(ClaimJudge, AMeasuredRateInsideTheClaimIsConsistent) {
  // 2291 of 100000: 95 % interval about 2.20-2.39 %.
  const Judgement j = judge(claim("about 2 %", 0.5), measured(2291, 100000));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_EQ(j.basis, "measured");
  EXPECT_TRUE(j.has_figure);
  EXPECT_NEAR(j.value, 2.291, 1e-9);
  EXPECT_NEAR(j.low, 2.200, 0.01);
  EXPECT_NEAR(j.high, 2.386, 0.01);
  EXPECT_EQ(j.deals, std::vector<std::uint64_t>{100000});
  EXPECT_NE(j.why.find("lies within"), std::string::npos) << j.why;
}

TEST(ClaimJudge, AMeasuredRateOutsideTheClaimIsInconsistent) {
  Judgement j = judge(claim("about 8 %", 0.5), measured(5412, 100000));
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  EXPECT_NE(j.why.find("lies below the claim's 7.500\xe2\x80\x93"
                       "8.500 %"),
            std::string::npos)
      << j.why;
  j = judge(claim("about 0.5 %", 0.25), measured(1000, 100000));  // 1 %
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  EXPECT_NE(j.why.find("lies above"), std::string::npos) << j.why;
}

TEST(ClaimJudge, TooFewDealsAreNotCheckableButAnOverlapIsConsistent) {
  // 1 of 20: 0.9-23.6 %, wider than 1.5-2.5 %.
  Judgement j = judge(claim("about 2 %", 0.5), measured(1, 20));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable) << j.why;
  EXPECT_NE(j.why.find("too few deals"), std::string::npos) << j.why;
  // 2.4 % of 100000 (2.31-2.50 %) reaches past 2.5 % but is narrower than the claim.
  j = judge(claim("about 2 %", 0.5), measured(2450, 100000));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_NE(j.why.find("overlaps"), std::string::npos) << j.why;
}

TEST(ClaimJudge, UnknownDealsWidenTheInterval) {
  // 900 won, 100 unknown of 1000: the claim 95 % is reachable only through the unknowns.
  Judgement j = judge(claim("about 95 %", 1, "perfect"), measured(900, 1000, 100, "perfect"));
  EXPECT_NEAR(j.value, 90, 1e-9);
  EXPECT_LT(j.low, 90);
  EXPECT_GT(j.high, 99);
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable) << j.why;
  EXPECT_NE(j.why.find("100 deal(s) unknown"), std::string::npos) << j.why;
  // Without the unknowns the same wins refute it.
  j = judge(claim("about 95 %", 1, "perfect"), measured(900, 1000, 0, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
}

TEST(ClaimJudge, RangesAndMoreThan) {
  EXPECT_EQ(judge(claim("90..95 %", 0), measured(9250, 10000)).verdict, Verdict::kConsistent);
  EXPECT_EQ(judge(claim("90..95 %", 0), measured(9700, 10000)).verdict, Verdict::kInconsistent);
  EXPECT_EQ(judge(claim("90..95 %", 0), measured(8800, 10000)).verdict, Verdict::kInconsistent);
  EXPECT_EQ(judge(claim("90..95 %", 1.5), measured(8880, 10000)).verdict, Verdict::kConsistent);
  EXPECT_EQ(judge(claim("more than 80 %", 0), measured(9000, 10000)).verdict, Verdict::kConsistent);
  EXPECT_EQ(judge(claim("more than 80 %", 0), measured(7000, 10000)).verdict,
            Verdict::kInconsistent);
  EXPECT_EQ(judge(claim("less than 5 %", 0), measured(100, 10000)).verdict, Verdict::kConsistent);
  EXPECT_EQ(judge(claim("less than 5 %", 0), measured(900, 10000)).verdict, Verdict::kInconsistent);
}

TEST(ClaimJudge, ClaimsAboutPeopleAreBoundedByPerfectPlay) {
  // Perfect play wins 9992 of 10000 (8 unknown): people at 1 in 5 are allowed.
  Judgement j = judge(claim("about 1 in 5", 5, "human"), measured(9992, 10000, 8, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_EQ(j.basis, "perfect-play bound");
  EXPECT_NEAR(j.high, 100, 1e-9);
  EXPECT_NE(j.why.find("consistent with the perfect-play bound"), std::string::npos) << j.why;
  // A claim above what perfect play can do is refuted.
  j = judge(claim("more than 80 %", 0, "human"), measured(7000, 10000, 0, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  EXPECT_NE(j.why.find("no player wins a deal that perfect-information play loses"),
            std::string::npos)
      << j.why;
  j = judge(claim("90..95 %", 0, "human"), measured(8000, 10000, 0, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  // A range reaching past the bound is allowed by its lower part.
  j = judge(claim("90..95 %", 0, "human"), measured(9278, 10000, 0, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_NE(j.why.find("no player reaches the claim's figures above 93.2"), std::string::npos)
      << j.why;
  // A claim far below the bound is still only "consistent with the bound".
  j = judge(claim("about 2 in 3", 5, "human"), measured(9300, 10000, 0, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_EQ(j.why.find("no player reaches"), std::string::npos) << j.why;
  // Unknown deals count as wins for the upper bound: they can not refute a claim.
  j = judge(claim("more than 80 %", 0, "human"), measured(7000, 10000, 2500, "perfect"));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
}

TEST(ClaimJudge, WithoutAMeasurementAClaimIsNotCheckable) {
  Judgement j =
      judge(claim("about 93 %", 0.5, "perfect"), {std::nullopt, "the game is not registered"});
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable);
  EXPECT_EQ(j.why, "the game is not registered");
  EXPECT_FALSE(j.has_figure);
  Evidence e = measured(10, 100);
  e.measurement->interrupted = true;
  j = judge(claim("about 10 %", 0.5), e);
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable);
  EXPECT_NE(j.why.find("interrupted"), std::string::npos) << j.why;
  j = judge(claim("about 10 %", 0.5), measured(0, 0));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable);
}

Claim ratio(const std::string& figure, double tolerance) {
  Claim c = claim(figure, tolerance);
  c.id = "ratio";
  c.figure.unit = Figure::Unit::kTimes;
  c.numerator = "a";
  c.denominator = "b";
  return c;
}

TEST(ClaimJudge, RatiosOfMeasuredRates) {
  Claim a = claim("about 8 %", 0.5), b = claim("about 2 %", 0.5);
  a.id = "a";
  b.id = "b";
  // 8.0 % over 2.0 % on a million deals each: 4 times, tightly.
  Judgement j = judge_ratio(ratio("about 4 times", 0.5), a, measured(80000, 1000000), b,
                            measured(20000, 1000000));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_EQ(j.basis, "ratio of measured rates");
  EXPECT_NEAR(j.value, 4, 1e-9);
  EXPECT_GT(j.low, 3.8);
  EXPECT_LT(j.high, 4.2);
  EXPECT_EQ(j.deals, (std::vector<std::uint64_t>{1000000, 1000000}));
  // 5.4 % over 2.3 %: about 2.35 times, not 4.
  j = judge_ratio(ratio("about 4 times", 0.5), a, measured(54126, 1000000), b,
                  measured(22914, 1000000));
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  EXPECT_NEAR(j.value, 54126.0 / 22914, 1e-9);
  // The ratio's interval is wider than either rate's 95 % interval alone
  // would give (97.5 % for each).
  const Measurement ma = *measured(54126, 1000000).measurement,
                    mb = *measured(22914, 1000000).measurement;
  EXPECT_LT(j.low, ma.interval().low / mb.interval().high);
  EXPECT_GT(j.high, ma.interval().high / mb.interval().low);
  // "less often": a ratio below 1.
  EXPECT_EQ(judge_ratio(ratio("less than 1 times", 0), a, measured(1000, 1000000), b,
                        measured(22914, 1000000))
                .verdict,
            Verdict::kConsistent);
  // A small sample can not decide.
  j = judge_ratio(ratio("about 4 times", 0.5), a, measured(8, 100), b, measured(2, 100));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable) << j.why;
}

TEST(ClaimJudge, RatiosNeedTwoMeasuredRates) {
  Claim a = claim("about 2 in 3", 5, "human"), b = claim("about 2 %", 0.5);
  a.id = "a";
  b.id = "b";
  Judgement j = judge_ratio(ratio("about 4 times", 0.5), a, measured(9000, 10000, 0, "perfect"), b,
                            measured(200, 10000));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable);
  EXPECT_NE(j.why.find("about people"), std::string::npos) << j.why;
  a = claim("about 8 %", 0.5);
  a.id = "a";
  j = judge_ratio(ratio("about 4 times", 0.5), a, {std::nullopt, "not registered"}, b,
                  measured(200, 10000));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable);
  EXPECT_EQ(j.why, "claim \"a\": not registered");
  j = judge_ratio(ratio("about 4 times", 0.5), a, measured(800, 10000), b, measured(0, 0));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable);
  EXPECT_EQ(j.why, "claim \"b\": no deals were measured");
  // No wins in the denominator still bounds the ratio from below.
  j = judge_ratio(ratio("about 4 times", 0.5), a, measured(800, 10000), b, measured(0, 10000));
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  EXPECT_TRUE(std::isinf(j.value));
  EXPECT_TRUE(std::isinf(j.high));
  EXPECT_GT(j.low, 100);
}

// ---------------------------------------------------------------- measuring

Claim rate_claim(const std::string& id, const std::string& game, const std::string& variant,
                 const std::string& strategy, const std::string& deals) {
  Claim c = claim("about 2 %", 1, strategy);
  c.id = id;
  c.game = game;
  c.variant = variant;
  c.deals = deals;
  c.file = "t.toml";
  c.line = 1;
  return c;
}

TEST(ClaimMeasure, OneMeasurementServesEveryClaimThatNeedsIt) {
  Measurer m({});
  // Same game (by alias), variant (spelled two ways), player and deals.
  m.plan(rate_claim("a", "calculation", "--waste 4", "simple", "1-300"));
  m.plan(rate_claim("b", "calc", "", "simple", "1-300"));
  m.plan(rate_claim("c", "rechenkuenstler", "--level hard", "simple", "1-300"));
  m.plan(rate_claim("d", "rechen", "--level schwer", "simple", "1-300"));
  // People are measured through perfect play.
  m.plan(rate_claim("e", "calculation", "", "human", "1-5"));
  m.plan(rate_claim("f", "calculation", "", "perfect", "1-5"));
  m.run();
  const auto all = m.measurements();
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].strategy, "simple");
  EXPECT_EQ(all[0].n, 300u);
  EXPECT_EQ(all[2].strategy, "perfect");
  EXPECT_EQ(all[2].n, 5u);
  const Evidence a = m.evidence(rate_claim("a", "", "", "", "")),
                 b = m.evidence(rate_claim("b", "", "", "", ""));
  ASSERT_TRUE(a.measurement && b.measurement);
  EXPECT_EQ(a.measurement->wins, b.measurement->wins);
  EXPECT_EQ(m.evidence(rate_claim("e", "", "", "", "")).measurement->title,
            m.evidence(rate_claim("f", "", "", "", "")).measurement->title);
}

TEST(ClaimMeasure, AnUnregisteredGameIsNotCheckable) {
  Measurer m({});
  const Claim c = rate_claim("x", "no-such-game", "--whatever 3", "perfect", "1-10");
  EXPECT_NO_THROW(m.plan(c));
  m.run();
  const Evidence e = m.evidence(c);
  EXPECT_FALSE(e.measurement);
  EXPECT_NE(e.missing.find("\"no-such-game\" is not registered"), std::string::npos) << e.missing;
  EXPECT_NE(e.missing.find("calculation"), std::string::npos) << e.missing;
}

TEST(ClaimMeasure, BadVariantsAreBadInput) {
  Measurer m({});
  EXPECT_THROW(m.plan(rate_claim("x", "calculation", "--wast 4", "simple", "1-10")), ClaimError);
  EXPECT_THROW(m.plan(rate_claim("x", "calculation", "--deals 1-5", "simple", "1-10")), ClaimError);
  EXPECT_THROW(m.plan(rate_claim("x", "calculation", "--waste 9", "simple", "1-10")), ClaimError);
  EXPECT_THROW(m.plan(rate_claim("x", "calculation", "", "nobody", "1-10")), ClaimError);
  EXPECT_THROW(m.plan(rate_claim("x", "calculation", "--level hard", "simple", "1-10")),
               ClaimError);
  Claim c = rate_claim("x", "calculation", "", "simple", "");
  c.store = "/nonexistent/store.db";
  try {
    m.plan(c);
    ADD_FAILURE() << "a missing store must be bad input";
  } catch (const ClaimError& e) {
    EXPECT_NE(std::string(e.what()).find("t.toml:1: claim \"x\": no results store"),
              std::string::npos)
        << e.what();
  }
}

TEST(ClaimMeasure, QuickRunsTakeTheFirstHundredthOfEachRange) {
  const auto r = quick_ranges({{1, 1000000}, {500, 599}, {7, 7}});
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].first, 1u);
  EXPECT_EQ(r[0].last, 10000u);
  EXPECT_EQ(r[1].first, 500u);
  EXPECT_EQ(r[1].last, 500u);
  EXPECT_EQ(r[2].last, 7u);
}

// ---------------------------------------------------------------- the program

struct Invocation {
  int status = -1;
  std::string out, err;
};

Invocation run(const std::string& args) {
  const std::string err_file =
      std::filesystem::temp_directory_path() / ("claims_err_" + std::to_string(getpid()));
  const auto ran = reckon::testing::run_program(std::string(RECKON_CLAIMS_BINARY) + " " + args + " 2>" + err_file);
  Invocation r;
  r.status = ran.status;
  r.out = ran.out;
  std::ifstream in(err_file);
  r.err.assign(std::istreambuf_iterator<char>(in), {});
  std::filesystem::remove(err_file);
  return r;
}

class ClaimsProgram : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        std::filesystem::temp_directory_path() / ("reckon_claims_test_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    const std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  std::filesystem::path dir_;
};

// The simple player wins about 2 % of Calculation deals: 0..10 % holds on
// 2000 deals, more than 50 % does not.
const char* kTiny = R"([[claim]]
id = "simple-low"
source = "test"
quote = "rarely"
game = "calculation"
strategy = "simple"
claim = "0..10 %"
deals = "1-2000"

[[claim]]
id = "people"
source = "test"
quote = "one in five"
game = "calculation"
strategy = "human"
claim = "about 1 in 5"
tolerance = 5
deals = "1-20"
budget = "--max-nodes 20000"

[[claim]]
id = "elsewhere"
source = "test"
quote = "most"
game = "no-such-game"
strategy = "perfect"
claim = "about 93 %"
tolerance = 1
deals = "1-10"
)";

const char* kWrong = R"([[claim]]
id = "simple-high"
source = "test"
quote = "mostly"
game = "calculation"
strategy = "simple"
claim = "more than 50 %"
deals = "1-2000"
)";

TEST_F(ClaimsProgram, PrintsATableAndExitsByTheVerdicts) {
  const std::string tiny = write("tiny.toml", kTiny);
  Invocation r = run("--threads 2 " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("Measured (95 % interval)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("simple-low"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("consistent with the perfect-play bound"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"no-such-game\" is not registered"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("3 claims: 2 consistent, 0 inconsistent, 1 not checkable"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.err.find("measuring"), std::string::npos) << r.err;

  r = run("--quiet " + tiny + " " + write("wrong.toml", kWrong));
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("inconsistent"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST_F(ClaimsProgram, JsonOutput) {
  const Invocation r = run("--json " + write("tiny.toml", kTiny));
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const json::Value v = json::parse(r.out);
  const auto& claims = v.find("claims")->array();
  ASSERT_EQ(claims.size(), 3u);
  EXPECT_EQ(claims[0].find("id")->string(), "simple-low");
  EXPECT_EQ(claims[0].find("verdict")->string(), "consistent");
  EXPECT_EQ(claims[0].find("deals")->array().at(0).number(), 2000);
  const double measured = claims[0].find("measured")->number();
  EXPECT_GT(measured, 0.5);
  EXPECT_LT(measured, 5);
  EXPECT_LE(claims[0].find("ci_low")->number(), measured);
  EXPECT_GE(claims[0].find("ci_high")->number(), measured);
  EXPECT_EQ(claims[1].find("basis")->string(), "perfect-play bound");
  EXPECT_EQ(claims[2].find("verdict")->string(), "not checkable");
  EXPECT_EQ(v.find("measurements")->array().size(), 2u);
  EXPECT_EQ(v.find("not_checkable")->number(), 1);
}

TEST_F(ClaimsProgram, StoresMakeRerunsCheapAndQuickRunsSmall) {
  const std::string tiny = write("tiny.toml", kTiny), db = (dir_ / "db").string();
  Invocation r = run("--quiet --db-dir " + db + " " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(db), {}) >= 2, true);
  r = run("--quiet --db-dir " + db + " " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("(2000 from a results store)"), std::string::npos) << r.out;
  r = run("--quiet --quick " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("deals 1-20:"), std::string::npos) << r.out;  // 1/100 of 1-2000
  EXPECT_NE(r.out.find("--quick"), std::string::npos) << r.out;
}

TEST_F(ClaimsProgram, ReadsAResultsStoreMadeByReckonAnalyze) {
  const std::string db = (dir_ / "simple.db").string();
  ASSERT_EQ(
      std::system((std::string(RECKON_BINARY) +
                   " analyze --game calculation --strategy simple --deals 1-3000 --quiet --db " +
                   db + " > /dev/null")
                      .c_str()),
      0);
  const std::string head =
      "[[claim]]\nid = \"from-store\"\nsource = \"test\"\nquote = \"q\"\n"
      "game = \"calculation\"\nclaim = \"0..10 %\"\nstore = \"simple.db\"\n";
  Invocation r = run("--json " + write("store.toml", head + "strategy = \"simple\"\n"));
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const json::Value v = json::parse(r.out);
  const json::Value& c = v.find("claims")->array().at(0);
  EXPECT_EQ(c.find("verdict")->string(), "consistent");
  EXPECT_EQ(c.find("deals")->array().at(0).number(), 3000);
  EXPECT_EQ(v.find("measurements")->array().at(0).find("resumed")->number(), 3000);
  // A store of another player, or another variant, is not this claim's.
  r = run(write("other.toml", head + "strategy = \"runs\"\n"));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("was made with strategy = simple, but the claim needs runs"),
            std::string::npos)
      << r.err;
  r = run(write("variant.toml", head + "strategy = \"simple\"\nvariant = \"--waste 3\"\n"));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("was made with variant"), std::string::npos) << r.err;
}

TEST_F(ClaimsProgram, BadInputExitsTwoNamingTheFileAndLine) {
  const std::string tiny = kTiny;
  const std::string bad =
      write("bad.toml", tiny + "claim = 93\n");  // a second "claim" in the last table
  const auto lines = std::count(tiny.begin(), tiny.end(), '\n');
  Invocation r = run(bad);
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find(bad + ":" + std::to_string(lines + 1) + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("cannot redefine existing string 'claim'"), std::string::npos) << r.err;
  const std::string typed = write("typed.toml", tiny.substr(0, tiny.rfind("claim = ")) +
                                                    "claim = 93\ntolerance = 1\n"
                                                    "deals = \"1-10\"\n");
  r = run(typed);
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find(typed + ":" + std::to_string(lines - 2) + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("\"claim\" must be a string, not a whole number"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, "");  // nothing is measured before the input is known to be good
  r = run(write("variant.toml",
                std::string(kTiny).replace(std::string(kTiny).find("strategy = \"simple\""), 19,
                                           "variant = \"--wast 3\"\nstrategy = \"simple\"")));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("claim \"simple-low\": variant or budget"), std::string::npos) << r.err;
  EXPECT_EQ(run("").status, 2);
  EXPECT_EQ(run((dir_ / "missing.toml").string()).status, 2);
  EXPECT_EQ(run("--threads -1 " + write("t.toml", kTiny)).status, 2);
  EXPECT_EQ(run("--frobnicate").status, 2);
  r = run("--help");
  EXPECT_EQ(r.status, 0);
  for (const char* o : {"--json", "--threads", "--quick", "--db-dir", "--quiet"})
    EXPECT_NE(r.out.find(o), std::string::npos) << o;
}

}  // namespace
}  // namespace reckon::claims
