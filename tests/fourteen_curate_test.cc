// `reckon curate` and `reckon hint` for Fourteen Out, run end to end: the
// lists agree with `reckon solve` and the golden verdicts, the tiers with
// their rules, and the hints with the brute-force reference (which shares
// no code with the solver).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/text.h"
#include "core/json.h"
#include "jobs/curation/fourteen_difficulty.h"
#include "jobs/curation/fourteen_tier.h"
#include "reference/fourteen_reference.h"
#include "run_program.h"
#include "strategies/fourteen_solver.h"
#include "test_data.h"

namespace reckon {
namespace {

using Invocation = testing::ProgramRun;  // out: stdout and stderr together

Invocation run(const std::string& args) {
  return testing::run_program(std::string(RECKON_BINARY) + " " + args + " 2>&1");
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') out.push_back(line);
  return out;
}

std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '"')
      quoted = !quoted;
    else if (c == ',' && !quoted)
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

// The reference's verdict on the position the moves lead to.
bool reference_winnable(const fourteen::Deal& deal, const std::string& moves) {
  std::vector<int> heights;
  for (int c = 0; c < deal.layout.columns; ++c) heights.push_back(deal.layout.size(c));
  for (const fourteen::Move& m : fourteen::parse_moves(moves))
    for (int c : m.columns) --heights[static_cast<std::size_t>(c)];
  return testing::FourteenReference(deal, heights).winnable();
}

constexpr int kLast = 60;  // deals 1..60: 54 winnable, 6 unwinnable

TEST(FourteenCurate, ListsAgreeWithSolveAndTiersWithTheirRules) {
  // Every winnable deal of the range (the 100 hardest of 54), hardest first.
  // Plain CSV on standard output, the header first; the command that
  // reproduces the list on standard error.
  const std::string line = std::string(RECKON_BINARY) + " curate --game fourteen --deals 1-" +
                           std::to_string(kLast) + " --hardest 100 --format csv --quiet";
  const Invocation all = testing::run_program(line + " 2>/dev/null");
  ASSERT_EQ(all.status, 0) << all.out;
  EXPECT_EQ(all.out.rfind("deal,verdict,", 0), 0u) << all.out;
  EXPECT_NE(
      testing::run_program(line + " 2>&1 >/dev/null")
          .out.find(
              "made by: reckon curate --game fourteen --deals 1-60 --format csv --hardest 100"),
      std::string::npos);
  const std::vector<std::string> rows = lines_of(all.out);
  ASSERT_FALSE(rows.empty());
  const std::vector<std::string> header = csv_fields(rows[0]);
  std::map<std::string, std::size_t> col;
  for (std::size_t i = 0; i < header.size(); ++i) col[header[i]] = i;
  for (const char* name : {"deal", "verdict", "score", "tier", "simple", "deepest", "deepest_noisy",
                           "winning_share", "reason"})
    ASSERT_TRUE(col.count(name)) << "no column " << name << " in " << rows[0];
  std::set<std::uint64_t> winnable;
  std::map<std::string, int> tiers;
  double last_score = 101;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const std::vector<std::string> f = csv_fields(rows[i]);
    ASSERT_EQ(f.size(), header.size()) << rows[i];
    EXPECT_EQ(f[col["verdict"]], "winnable") << rows[i];
    winnable.insert(std::stoull(f[col["deal"]]));
    const double score = std::stod(f[col["score"]]);
    EXPECT_GE(score, 0);
    EXPECT_LE(score, last_score) << "not hardest first: " << rows[i];
    last_score = score;
    // The tier rules of fourteen_tier.h, applied to the listed figures.
    const double sensible = std::stod(f[col["deepest_noisy"]]);
    const double losing = 1 - std::stod(f[col["winning_share"]]);
    const char* tier = sensible >= curation::kFourteenEasyWins     ? "easy"
                       : sensible >= curation::kFourteenMediumWins ? "medium"
                       : losing >= curation::kFourteenExpertLosing ? "expert"
                                                                   : "hard";
    EXPECT_EQ(f[col["tier"]], tier) << rows[i];
    EXPECT_NE(f[col["reason"]].find("tier " + f[col["tier"]]), std::string::npos) << rows[i];
    ++tiers[f[col["tier"]]];
  }
  // The range spreads over the tiers.
  EXPECT_GE(tiers.size(), 3u) << "tiers: easy " << tiers["easy"] << ", medium " << tiers["medium"]
                              << ", hard " << tiers["hard"] << ", expert " << tiers["expert"];

  const Invocation lost =
      run("curate --game fourteen --deals 1-" + std::to_string(kLast) + " --unwinnable --quiet");
  ASSERT_EQ(lost.status, 0) << lost.out;
  std::set<std::uint64_t> unwinnable;
  for (const std::string& line : lines_of(lost.out)) {
    unwinnable.insert(std::stoull(line.substr(0, line.find(' '))));
    EXPECT_TRUE(line.find("can not be paired off") != std::string::npos ||
                line.find("every line was searched") != std::string::npos ||
                line.find("no pair to take") != std::string::npos)
        << line;
  }

  // Each deal on exactly one list, as reckon solve and the golden file say.
  std::set<std::uint64_t> golden;
  for (const std::string& line : testing::data_lines("golden/fourteen_unwinnable.txt"))
    if (std::stoull(line) <= kLast) golden.insert(std::stoull(line));
  EXPECT_EQ(unwinnable, golden);
  for (std::uint64_t d = 1; d <= kLast; ++d) {
    ASSERT_NE(winnable.count(d), unwinnable.count(d)) << "deal " << d;
    const Invocation solved = run("solve --game fourteen --deal " + std::to_string(d));
    EXPECT_EQ(solved.status, unwinnable.count(d) ? 1 : 0) << "deal " << d << "\n" << solved.out;
  }
}

TEST(FourteenCurate, TierListAndCalibration) {
  const Invocation hard = run("curate --game fourteen --deals 1-60 --tier hard --count 3 --quiet");
  ASSERT_EQ(hard.status, 0) << hard.out;
  const std::vector<std::string> listed = lines_of(hard.out);
  EXPECT_EQ(listed.size(), 3u) << hard.out;
  for (const std::string& line : listed)
    EXPECT_NE(line.find("tier hard"), std::string::npos) << line;
  const Invocation cal = run("curate --game fourteen --deals 1-60 --calibrate --quiet");
  ASSERT_EQ(cal.status, 0) << cal.out;
  EXPECT_NE(cal.out.find("54 winnable, 6 unwinnable, 0 unknown"), std::string::npos) << cal.out;
  EXPECT_NE(cal.out.find("slipping deepest"), std::string::npos) << cal.out;
}

TEST(FourteenHint, LosingMoveIsNotWinnable) {
  const fourteen::Deal deal = fourteen::deal_from_number(5);
  ASSERT_TRUE(testing::FourteenReference(deal).winnable());
  // 3♣ (col 1) + J♠ (col 3) loses deal 5; A♦ (col 2) + K♥ (col 11) does not.
  ASSERT_FALSE(reference_winnable(deal, "3c@1+Js@3"));
  ASSERT_TRUE(reference_winnable(deal, "Ad@2+Kh@11"));
  const Invocation lost = run("hint --game fourteen --deal 5 --moves '3c@1+Js@3'");
  EXPECT_EQ(lost.status, 1) << lost.out;
  EXPECT_NE(lost.out.find("Still winnable: no"), std::string::npos) << lost.out;
  const Invocation kept = run("hint --game fourteen --deal 5 --moves '2+11'");
  EXPECT_EQ(kept.status, 0) << kept.out;
  EXPECT_NE(kept.out.find("Still winnable: yes"), std::string::npos) << kept.out;
}

TEST(FourteenHint, NextPairsAgreeWithTheReference) {
  const fourteen::Deal deal = fourteen::deal_from_number(5);
  const std::string played = "Ad@2+Kh@11";
  const Invocation r = run("hint --game fourteen --deal 5 --moves '" + played + "' --json");
  ASSERT_EQ(r.status, 0) << r.out;
  const json::Value v = json::parse(r.out);
  ASSERT_TRUE(json::find(v, "next_moves"));
  const auto& next = v.at("next_moves").as_array();
  ASSERT_GE(next.size(), 2u) << r.out;
  // Every legal pair is offered: the exposed cards summing to 14, counted here.
  std::vector<int> heights;
  for (int c = 0; c < deal.layout.columns; ++c)
    heights.push_back(deal.layout.size(c) - (c == 1 || c == 10));
  std::set<std::pair<int, int>> pairs, offered;
  for (int a = 0; a < 12; ++a)
    for (int b = a + 1; b < 12; ++b)
      if (heights[a] && heights[b] &&
          deal.at(a, heights[a] - 1).rank() + deal.at(b, heights[b] - 1).rank() == 14)
        pairs.emplace(a + 1, b + 1);
  for (const json::Value& m : next) {
    const auto& columns = m.at("object").at("columns").as_array();
    offered.emplace(static_cast<int>(columns[0].to_number<double>()),
                    static_cast<int>(columns[1].to_number<double>()));
  }
  EXPECT_EQ(offered, pairs);
  int winning = 0;
  for (const json::Value& m : next) {
    const std::string move(m.at("move").as_string());
    const bool wins = reference_winnable(deal, played + " " + move);
    EXPECT_EQ(m.at("verdict").as_string(), wins ? "winnable" : "unwinnable") << move;
    winning += wins;
  }
  EXPECT_GE(winning, 1);
  EXPECT_FALSE(v.at("finishes_by_itself").as_bool());
}

TEST(FourteenHint, FinishesByItselfNearTheEnd) {
  // Deal 5's winning line but its last two pairs: what is left is safe.
  const Invocation solved = run("solve --game fourteen --deal 5 --json");
  ASSERT_EQ(solved.status, 0) << solved.out;
  const std::vector<std::string> line =
      testing::split_words(std::string(json::parse(solved.out).at("notation").as_string()));
  ASSERT_EQ(line.size(), 26u);
  std::string moves;
  for (std::size_t i = 0; i + 2 < line.size(); ++i) moves += line[i] + " ";
  const Invocation r = run("hint --game fourteen --deal 5 --moves '" + moves + "'");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("Finishes by itself: yes"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("4 cards left"), std::string::npos) << r.out;
}

// The pairs hint offers and player difficulty weighs: along the winning
// lines of deals 1..200, every pair of exposed cards summing to 14, counted
// here on plain column heights.
TEST(FourteenHint, LegalPairsAreAllThePairs) {
  solver::Limits limits;
  limits.max_memory_mib = 16;
  strategies::FourteenSolver solver(fourteen::Pruning{}, limits);
  int positions = 0;
  for (std::uint64_t d = 1; d <= 200; ++d) {
    const fourteen::Deal deal = fourteen::deal_from_number(d);
    const strategies::FourteenOutcome o = solver.solve(deal);
    if (o.verdict != solver::Verdict::kWinnable) continue;
    const fourteen::Board board(deal);
    std::vector<int> heights;
    for (int c = 0; c < 12; ++c) heights.push_back(deal.layout.size(c));
    fourteen::MoveList played;
    for (const fourteen::Move& next : o.moves) {
      std::set<std::pair<int, int>> pairs, offered;
      for (int a = 0; a < 12; ++a)
        for (int b = a + 1; b < 12; ++b)
          if (heights[a] && heights[b] &&
              deal.at(a, heights[a] - 1).rank() + deal.at(b, heights[b] - 1).rank() == 14)
            pairs.emplace(a, b);
      for (const fourteen::Move& m :
           curation::legal_pairs(board, deal, strategies::cards_after(board, played))) {
        offered.emplace(m.columns[0], m.columns[1]);
        EXPECT_EQ(m.cards[0], deal.at(m.columns[0], heights[m.columns[0]] - 1));
      }
      ASSERT_EQ(offered, pairs) << "deal " << d << " after " << played.size() << " moves";
      ++positions;
      played.push_back(next);
      for (int c : next.columns) --heights[static_cast<std::size_t>(c)];
    }
  }
  EXPECT_GT(positions, 4000);
}

TEST(FourteenCurate, UsageErrors) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"curate --game fourteen --deals 1-3 --quiet", "exactly one of"},
      {"curate --game fourteen --deals 1-3 --waste 3 --unwinnable --quiet",
       "not a Fourteen Out option"},
      {"curate --game fourteen --deals 1-3 --level hard --unwinnable --quiet",
       "not a Fourteen Out option"},
      {"curate --game fourteen --deals 3-1 --unwinnable --quiet", "before the start"},
      {"curate --game fourteen --deals 1-3 --tier brutal --quiet", "easy, medium, hard or expert"},
      {"hint --game fourteen", "which deal?"},
      {"hint --game fourteen --deal 5 --moves '1+2'", "is illegal"},
      {"hint --game fourteen --deal 5 --moves 'x+y'", "x+y"},
      {"hint --game fourteen --deal 5 --position 'foundations: A 2 3 4'",
       "--position is for Calculation"},
      {"hint --game fourteen --deal 5 --no-preplaced", "not a Fourteen Out option"},
  };
  for (const auto& [args, says] : cases) {
    const Invocation r = run(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_NE(r.out.find(says), std::string::npos) << args << " should say \"" << says << "\"\n"
                                                   << r.out;
  }
}

}  // namespace
}  // namespace reckon
