// The claims checker: the verdicts on hand-made measurements, and the
// measurer's planning.
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
#include "jobs/claims/claim_file.h"
#include "jobs/claims/figure.h"
#include "jobs/claims/judge.h"
#include "jobs/claims/measure.h"
#include "run_program.h"
#include "tools/claim_options.h"

namespace reckon::claims {
namespace {

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

// With the fair player's rate as well: impossible above perfect play,
// reachable at or below the fair player's, open between, with both figures.
TEST(ClaimJudge, ClaimsAboutPeopleBetweenTheFairPlayerAndPerfectPlay) {
  const auto both = [](std::uint64_t fair_wins, std::uint64_t fair_n) {
    Evidence e = measured(10000, 10000, 0, "perfect");
    e.fair = measured(fair_wins, fair_n, 0, "fair").measurement;
    return e;
  };
  // People at one in five (15-25 %), the fair player at 60 %: reachable.
  Judgement j = judge(claim("about 1 in 5", 5, "human"), both(1200, 2000));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  EXPECT_NE(j.why.find("reachable"), std::string::npos) << j.why;
  EXPECT_NE(j.why.find("60.000 %"), std::string::npos) << j.why;
  // The fair player at 10 %: open, both figures given.
  j = judge(claim("about 1 in 5", 5, "human"), both(200, 2000));
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable) << j.why;
  EXPECT_NE(j.why.find("open"), std::string::npos) << j.why;
  EXPECT_NE(j.why.find("10.000 %"), std::string::npos) << j.why;
  EXPECT_NE(j.why.find("perfect play wins 100.000 %"), std::string::npos) << j.why;
  // The claim's lowest figure exactly at the fair player's lower end counts as reachable; just
  // above, open.
  j = judge(claim("more than 14 %", 0, "human"), both(300, 2000));  // 15 %, interval from 13.5 %
  EXPECT_EQ(j.verdict, Verdict::kNotCheckable) << j.why;
  j = judge(claim("more than 13 %", 0, "human"), both(300, 2000));
  EXPECT_EQ(j.verdict, Verdict::kConsistent) << j.why;
  // Above perfect play stays impossible whatever the fair player does.
  Evidence e = measured(7000, 10000, 0, "perfect");
  e.fair = measured(6000, 10000, 0, "fair").measurement;
  j = judge(claim("more than 80 %", 0, "human"), e);
  EXPECT_EQ(j.verdict, Verdict::kInconsistent) << j.why;
  EXPECT_NE(j.why.find("impossible"), std::string::npos) << j.why;
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

TEST(ClaimMeasure, TheLowerBoundsOptionsAreCheckedWhereTheyApply) {
  MeasureOptions options;
  options.analyses = cli::claim_analyses();
  Measurer m(options);
  // What planning the claim refuses with ("" if it is accepted).
  const auto refusal = [&m](const Claim& c) -> std::string {
    try {
      m.plan(c);
    } catch (const ClaimError& e) {
      return e.what();
    }
    return "";
  };
  Claim open = rate_claim("open", "fourteen", "", "human", "1-5");
  open.fair_player = "--samples 64";
  EXPECT_NE(refusal(open).find("played open"), std::string::npos) << refusal(open);
  Claim bad = rate_claim("bad", "calculation", "", "human", "1-5");
  bad.fair_player = "--samples lots";
  EXPECT_TRUE(refusal(bad).starts_with("t.toml:1: claim \"bad\": ")) << refusal(bad);
  // The fair player's settings are not perfect play's.
  Claim perfect = rate_claim("perfect", "calculation", "", "perfect", "1-5");
  perfect.budget = "--samples 64";
  EXPECT_NE(refusal(perfect).find("unrecognised option '--samples'"), std::string::npos)
      << refusal(perfect);
}

TEST(ClaimMeasure, OneMeasurementServesEveryClaimThatNeedsIt) {
  MeasureOptions options;
  options.analyses = cli::claim_analyses();
  Measurer m(options);
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
  ASSERT_EQ(all.size(), 4u);  // people also through the fair player, their lower bound
  EXPECT_EQ(all[0].strategy, "simple");
  EXPECT_EQ(all[0].n, 300u);
  EXPECT_EQ(all[2].strategy, "perfect");
  EXPECT_EQ(all[2].n, 5u);
  EXPECT_EQ(all[3].strategy, "fair");
  EXPECT_EQ(all[3].n, 5u);
  EXPECT_TRUE(m.evidence(rate_claim("e", "", "", "", "")).fair);
  EXPECT_FALSE(m.evidence(rate_claim("f", "", "", "", "")).fair);
  const Evidence a = m.evidence(rate_claim("a", "", "", "", "")),
                 b = m.evidence(rate_claim("b", "", "", "", ""));
  ASSERT_TRUE(a.measurement && b.measurement);
  EXPECT_EQ(a.measurement->wins, b.measurement->wins);
  EXPECT_EQ(m.evidence(rate_claim("e", "", "", "", "")).measurement->title,
            m.evidence(rate_claim("f", "", "", "", "")).measurement->title);
}

TEST(ClaimMeasure, AnUnknownGameIsBadInput) {
  MeasureOptions options;
  options.analyses = cli::claim_analyses();
  Measurer m(options);
  const Claim c = rate_claim("x", "no-such-game", "--whatever 3", "perfect", "1-10");
  try {
    m.plan(c);
    ADD_FAILURE() << "an unknown game was accepted";
  } catch (const ClaimError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown game \"no-such-game\""), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("calculation"), std::string::npos) << e.what();
  }
}

TEST(ClaimMeasure, BadVariantsAreBadInput) {
  MeasureOptions options;
  options.analyses = cli::claim_analyses();
  Measurer m(options);
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

}  // namespace
}  // namespace reckon::claims
