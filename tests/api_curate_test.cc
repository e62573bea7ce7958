// api::curate (reckon/curate.h): its lists agree with the solver's verdicts on
// each deal and with the command line's lists for the same request.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "reckon/reckon.h"
#include "run_program.h"

namespace reckon::api {
namespace {

// The deal numbers of a CLI text list (its lines not starting with '#').
std::vector<std::string> cli_list(const std::string& args) {
  const testing::ProgramRun r =
      testing::run_program(std::string(RECKON_BINARY) + " curate " + args + " --quiet");
  EXPECT_EQ(r.status, 0) << r.out;
  std::vector<std::string> deals;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') deals.push_back(line.substr(0, line.find(' ')));
  return deals;
}

std::vector<std::string> numbers(const CurateResult& r) {
  std::vector<std::string> out;
  for (const CuratedDeal& d : r.deals) out.push_back(d.deal);
  return out;
}

// Every deal of the range is listed exactly when the solver proves it lost
// (won, for the winnable list).
void expect_list_agrees_with_solve(Game game, const Variant& variant, int last,
                                   CurateList list = CurateList::kUnwinnable) {
  const Verdict listed_verdict =
      list == CurateList::kWinnable ? Verdict::kWinnable : Verdict::kUnwinnable;
  CurateRequest q;
  q.game = game;
  q.variant = variant;
  q.deals = "1-" + std::to_string(last);
  q.list = list;
  // A node budget, not curation's default 10 seconds: the same list on a
  // loaded machine. It decides every deal here.
  q.budget = Budget{};
  q.budget->max_nodes = 1'000'000;
  const CurateResult r = curate(q);
  ASSERT_FALSE(r.interrupted);
  EXPECT_EQ(r.unknown, 0u);
  std::set<std::string> listed;
  for (const CuratedDeal& d : r.deals) {
    EXPECT_EQ(d.verdict, listed_verdict) << d.deal;
    EXPECT_FALSE(d.reason.empty()) << d.deal;
    listed.insert(d.deal);
  }
  int lost = 0;
  for (int n = 1; n <= last; ++n) {
    SolveRequest s;
    s.game = game;
    s.variant = variant;
    s.deal.number = static_cast<std::uint64_t>(n);
    const Verdict v = solve(s).verdict;
    ASSERT_NE(v, Verdict::kUnknown) << "deal " << n;
    EXPECT_EQ(listed.count(std::to_string(n)), v == listed_verdict ? 1u : 0u) << "deal " << n;
    lost += v == Verdict::kUnwinnable;
  }
  EXPECT_EQ(r.unwinnable, static_cast<std::uint64_t>(lost));
  EXPECT_EQ(r.deals.size(), list == CurateList::kWinnable ? last - lost : lost);
}

TEST(ApiCurate, FourteenOutUnwinnableListIsTheSolversLosses) {
  expect_list_agrees_with_solve(Game::kFourteen, Variant{}, 120);
}

TEST(ApiCurate, CalculationUnwinnableListIsTheSolversLosses) {
  Variant w2;
  w2.waste = 2;
  expect_list_agrees_with_solve(Game::kCalculation, w2, 6);
}

TEST(ApiCurate, FourteenOutWinnableListIsTheSolversWins) {
  expect_list_agrees_with_solve(Game::kFourteen, Variant{}, 120, CurateList::kWinnable);
}

TEST(ApiCurate, CalculationWinnableListIsTheSolversWins) {
  Variant w2;
  w2.waste = 2;
  expect_list_agrees_with_solve(Game::kCalculation, w2, 6, CurateList::kWinnable);
}

TEST(ApiCurate, CertifiedLossesAreCounted) {
  CurateRequest q;
  q.variant.waste = 2;
  q.deals = "1-6";
  q.list = CurateList::kWinnable;
  q.certify = true;
  q.budget = Budget{};
  q.budget->max_nodes = 1'000'000;
  const CurateResult r = curate(q);
  ASSERT_TRUE(r.certified.has_value());
  EXPECT_EQ(*r.certified, r.unwinnable);  // W=2 losses are proved by rule sat, each certified
  EXPECT_GT(r.unwinnable, 0u);
  q.certify = false;
  EXPECT_FALSE(curate(q).certified.has_value());
}

TEST(ApiCurate, TierListIsTheCommandLinesAndEachDealHasItsTier) {
  CurateRequest q;
  q.game = Game::kFourteen;
  q.deals = "1-60";
  q.list = CurateList::kTier;
  q.tier = Tier::kHard;
  q.count = 3;
  q.threads = 2;
  const CurateResult r = curate(q);
  EXPECT_EQ(r.list, "3 deals of tier hard");
  EXPECT_EQ(numbers(r), cli_list("--game fourteen --deals 1-60 --tier hard --count 3"));
  for (const CuratedDeal& d : r.deals) {
    EXPECT_EQ(d.verdict, Verdict::kWinnable);
    ASSERT_TRUE(d.tier.has_value()) << d.deal;
    EXPECT_EQ(*d.tier, Tier::kHard) << d.deal;
  }
}

TEST(ApiCurate, HardestListIsTheCommandLinesInScoreOrder) {
  CurateRequest q;
  q.game = Game::kFourteen;
  q.deals = "1-80";
  q.list = CurateList::kHardest;
  q.count = 4;
  const CurateResult r = curate(q);
  ASSERT_EQ(r.deals.size(), 4u);
  EXPECT_EQ(numbers(r), cli_list("--game fourteen --deals 1-80 --hardest 4"));
  for (std::size_t i = 1; i < r.deals.size(); ++i)
    EXPECT_GE(r.deals[i - 1].score.value(), r.deals[i].score.value());
}

TEST(ApiCurate, CalibrationSharesSumToOne) {
  CurateRequest q;
  q.game = Game::kFourteen;
  q.deals = "1-60";
  q.list = CurateList::kCalibrate;
  const CurateResult r = curate(q);
  ASSERT_EQ(r.calibration.size(), 4u);
  std::uint64_t deals = 0;
  double share = 0;
  for (const TierCalibration& t : r.calibration) {
    deals += t.deals;
    share += t.share;
  }
  EXPECT_EQ(deals, r.winnable);
  EXPECT_EQ(r.scores.size(), r.winnable);
  EXPECT_EQ(r.winnable + r.unwinnable + r.unknown, 60u);
  EXPECT_NEAR(share, 1.0, 1e-9);
}

TEST(ApiCurate, BadInputThrowsTheCommandLinesMessage) {
  const auto message = [](const CurateRequest& q) {
    try {
      curate(q);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CurateRequest q;
  q.game = Game::kFourteen;
  EXPECT_EQ(message(q), "give the deals to curate from with --deals A-B");
  q.deals = "3-1";
  EXPECT_NE(message(q).find("before the start"), std::string::npos) << message(q);
  q.deals = "1-3";
  q.certify = true;
  EXPECT_NE(message(q).find("--certify is for the Calculation family"), std::string::npos);
  q.certify = false;
  q.list = CurateList::kHardest;
  q.count = 0;
  EXPECT_EQ(message(q), "--hardest must be at least 1");
  q.rules_off = {"nosuch"};
  EXPECT_NE(message(q).find("has no search rule \"nosuch\""), std::string::npos);
  EXPECT_THROW(parse_tier("brutal"), InputError);
  EXPECT_EQ(parse_tier("expert"), Tier::kExpert);
}

}  // namespace
}  // namespace reckon::api
