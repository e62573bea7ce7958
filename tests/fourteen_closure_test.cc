// Fourteen Out's loss certificates: the reachable positions of a deal
// (strategies/fourteen_closure.h) and their checker
// (core/games/fourteen/closure_check.h). The breadth-first closure is a
// brute force with no pruning, so it must agree with the golden verdicts;
// the checker must pass every real certificate and refuse every mutated one.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/games/fourteen/closure_check.h"
#include "core/games/fourteen/deal.h"
#include "strategies/fourteen_closure.h"
#include "test_data.h"

namespace reckon::fourteen {
namespace {

constexpr std::uint64_t kLast = 300;
constexpr std::uint64_t kMaxPositions = 20'000'000;

std::set<std::uint64_t> golden_losses() {
  std::set<std::uint64_t> out;
  for (const std::string& line : testing::data_lines("golden/fourteen_unwinnable.txt"))
    if (std::stoull(line) <= kLast) out.insert(std::stoull(line));
  return out;
}

ClosureCheck check(const Deal& deal, const std::string& text) {
  return check_closure_certificate(text, column_ranks(deal), deal.layout.target);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string text_of(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

// The line index of the first position (after the header).
std::size_t first_position(const std::vector<std::string>& lines) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].rfind("positions ", 0) == 0) return i + 1;
  return lines.size();
}

TEST(FourteenClosure, AgreesWithTheGoldenVerdictsAndEveryLossChecks) {
  const std::set<std::uint64_t> lost = golden_losses();
  ASSERT_GE(lost.size(), 10u);
  for (std::uint64_t d = 1; d <= kLast; ++d) {
    const Deal deal = deal_from_number(d);
    const Closure c = reachable_closure(deal, kMaxPositions);
    ASSERT_NE(c.outcome, Closure::Outcome::kTooLarge) << "deal " << d;
    EXPECT_EQ(c.outcome == Closure::Outcome::kLost, lost.count(d) > 0) << "deal " << d;
    if (c.outcome != Closure::Outcome::kLost) continue;
    const ClosureCheck r = check(deal, c.certificate);
    EXPECT_TRUE(r.proved) << "deal " << d << ": " << r.why;
    EXPECT_EQ(r.positions, c.positions) << "deal " << d;
  }
}

TEST(FourteenClosure, MutatedCertificatesFail) {
  const std::uint64_t d = *golden_losses().begin();
  const Deal deal = deal_from_number(d);
  const Closure c = reachable_closure(deal, kMaxPositions);
  ASSERT_EQ(c.outcome, Closure::Outcome::kLost);
  const std::vector<std::string> lines = lines_of(c.certificate);
  const std::size_t first = first_position(lines);
  ASSERT_GT(lines.size(), first + 2) << "deal " << d << " reaches too few positions to mutate";
  const auto refused = [&](std::vector<std::string> mutated, const std::string& what) {
    const ClosureCheck r = check(deal, text_of(mutated));
    EXPECT_FALSE(r.proved) << what;
    EXPECT_FALSE(r.why.empty()) << what;
  };
  // Every position but the start dropped in turn (the count fixed): each is
  // reached from the start, so the closure breaks.
  for (std::size_t i = first + 1; i < lines.size(); ++i) {
    std::vector<std::string> m = lines;
    m.erase(m.begin() + static_cast<std::ptrdiff_t>(i));
    m[first - 1] = "positions " + std::to_string(lines.size() - first - 1);
    refused(m, "position line " + std::to_string(i + 1) + " dropped");
  }
  {  // the start dropped
    std::vector<std::string> m = lines;
    m.erase(m.begin() + static_cast<std::ptrdiff_t>(first));
    m[first - 1] = "positions " + std::to_string(lines.size() - first - 1);
    refused(m, "start dropped");
  }
  {  // a height lowered: that position is then missing
    std::vector<std::string> m = lines;
    std::string& last = m.back();
    const std::size_t at = last.find_first_not_of("0 ");
    ASSERT_NE(at, std::string::npos);
    last[at] = static_cast<char>(last[at] - 1);
    refused(m, "a height lowered");
  }
  {  // a rank of the deal changed
    std::vector<std::string> m = lines;
    m[2] = "column 1 1 1 1 1";
    refused(m, "another deal's column");
  }
  {  // the target changed
    std::vector<std::string> m = lines;
    m[1] = "target 13";
    refused(m, "another target");
  }
  {  // an empty table added
    std::vector<std::string> m = lines;
    m.push_back("0 0 0 0 0 0 0 0 0 0 0 0");
    m[first - 1] = "positions " + std::to_string(lines.size() - first + 1);
    refused(m, "an empty table");
  }
  {  // garbage and truncation
    std::vector<std::string> m = lines;
    m[first] = "5 5 x 5 4 4 4 4 4 4 4 4";
    refused(m, "a letter among the heights");
    m = lines;
    m.pop_back();
    refused(m, "one position short of the count");
    refused({"reckon fourteen closure 2"}, "another format");
  }
}

// A winnable deal has no certificate: the closure finds the empty table, and
// its reachable set without the empty table is not closed.
TEST(FourteenClosure, AWinnableDealNeverCertifies) {
  const std::set<std::uint64_t> lost = golden_losses();
  int tried = 0;
  for (std::uint64_t d = 1; d <= 20; ++d) {
    if (lost.count(d)) continue;
    const Deal deal = deal_from_number(d);
    EXPECT_EQ(reachable_closure(deal, kMaxPositions).outcome, Closure::Outcome::kWon)
        << "deal " << d;
    // A forged certificate: a lost deal's positions offered for this deal.
    const Closure other = reachable_closure(deal_from_number(*lost.begin()), kMaxPositions);
    EXPECT_FALSE(check(deal, other.certificate).proved) << "deal " << d;
    // Its own header with the start alone: the start's moves leave the set.
    std::vector<std::string> own = lines_of(other.certificate);
    const std::vector<std::vector<int>> ranks = column_ranks(deal);
    std::string start;
    for (std::size_t c = 0; c < ranks.size(); ++c) {
      std::string col = "column";
      for (const int r : ranks[c]) col += " " + std::to_string(r);
      own[2 + c] = col;
      start += (c ? " " : "") + std::to_string(ranks[c].size());
    }
    own.resize(first_position(own));
    own.back() = "positions 1";
    own.push_back(start);
    const ClosureCheck r = check(deal, text_of(own));
    EXPECT_FALSE(r.proved) << "deal " << d;
    EXPECT_NE(r.why.find("leads to a position the certificate does not hold"), std::string::npos) << r.why;
    ++tried;
  }
  EXPECT_GT(tried, 10);
}

}  // namespace
}  // namespace reckon::fourteen
