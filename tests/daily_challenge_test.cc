// Daily challenges (jobs/curation/daily_challenge.h): a date gives the same deal
// everywhere, and no deal comes back within a year.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "reckon/input_error.h"
#include "jobs/curation/daily_challenge.h"
#include "run_program.h"

namespace reckon::cli {
namespace {

std::string list_of(int n) {
  std::string text = "# a tier list\n";
  for (int i = 1; i <= n; ++i) text += std::to_string(1000 + 7 * i) + "  tier hard (score " + std::to_string(i) + ")\n";
  return text;
}

TEST(DailyChallenge, DatesAreDaysSinceTheEpoch) {
  EXPECT_EQ(curation::day_number("1970-01-01"), 0);
  EXPECT_EQ(curation::day_number("2000-03-01") - curation::day_number("2000-02-28"),
            2);  // 2000 was a leap year
  EXPECT_EQ(curation::day_number("2100-03-01") - curation::day_number("2100-02-28"),
            1);  // 2100 is not
  EXPECT_EQ(curation::date_of_day(curation::day_number("2027-12-31") + 1), "2028-01-01");
  for (const char* bad : {"2027-02-29", "2027-13-01", "2027-1-01", "27-01-01", "2027/01/01", "1969-12-31", "x"})
    EXPECT_THROW(curation::day_number(bad), InputError) << bad;
}

TEST(DailyChallenge, TheSameDateGivesTheSameDeal) {
  const auto a = curation::daily_deals(list_of(400), "list", "calculation|hard",
                                       curation::day_number("2027-06-01"), 1);
  const auto b = curation::daily_deals(list_of(400), "list", "calculation|hard",
                                       curation::day_number("2027-06-01"), 1);
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].deal, b[0].deal);
  EXPECT_EQ(a[0].date, "2027-06-01");
  EXPECT_NE(a[0].why.find("tier hard"), std::string::npos);
  // Another tier (or game) orders the list otherwise.
  const auto week = curation::daily_deals(list_of(400), "list", "calculation|hard",
                                          curation::day_number("2027-06-01"), 7);
  const auto other = curation::daily_deals(list_of(400), "list", "calculation|easy",
                                           curation::day_number("2027-06-01"), 7);
  int same = 0;
  for (int i = 0; i < 7; ++i) same += week[static_cast<std::size_t>(i)].deal == other[static_cast<std::size_t>(i)].deal;
  EXPECT_LT(same, 7);
}

TEST(DailyChallenge, NoDealTwiceWithinAYear) {
  // Three years from one New Year's Eve: every 366 days running are distinct,
  // and every deal of the list is used.
  const int n = 366 * 3;
  const auto days =
      curation::daily_deals(list_of(500), "list", "k", curation::day_number("2026-12-31"), n);
  std::map<std::uint64_t, int> last;
  std::set<std::uint64_t> used;
  for (int i = 0; i < n; ++i) {
    const std::uint64_t d = days[static_cast<std::size_t>(i)].deal;
    if (const auto it = last.find(d); it != last.end()) {
      EXPECT_GE(i - it->second, 366) << days[static_cast<std::size_t>(i)].date;
    }
    last[d] = i;
    used.insert(d);
  }
  EXPECT_EQ(used.size(), 500u);
}

TEST(DailyChallenge, AListTooShortOrBadIsRefused) {
  EXPECT_THROW(curation::daily_deals(list_of(365), "short.txt", "k", 0, 1), reckon::InputError);
  try {
    curation::daily_deals(list_of(400) + "12x3  oops\n", "bad.txt", "k", 0, 1);
    FAIL();
  } catch (const reckon::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.txt, line 402"), std::string::npos) << e.what();
  }
}

// Every game and variant looks for its own built-in list, named by its
// setting, and says which file it wanted when there is none.
TEST(DailyChallenge, EachSettingNamesItsOwnList) {
  const std::map<std::string, std::string> wanted = {
      {"--game calculation --waste 3", "calculation-w3-tier-hard.txt"},
      {"--game calculation --no-preplaced", "calculation-w4-no-bases-tier-hard.txt"},
      {"--game rechen --level expert", "rechenkuenstler-expert-tier-hard.txt"},
      {"--game rechen --waste-per-player 5", "rechenkuenstler-5-piles-tier-hard.txt"},
  };
  for (const auto& [setting, file] : wanted) {
    const testing::ProgramRun r = testing::run_program(std::string(RECKON_BINARY) + " curate " + setting +
                                                       " --daily 2026-12-02 --tier hard 2>&1");
    if (r.status == 0) continue;  // data/curated has the list now
    EXPECT_EQ(r.status, 2) << setting << "\n" << r.out;
    EXPECT_NE(r.out.find("data/curated/" + file), std::string::npos) << setting << "\n" << r.out;
  }
  // A tier that does not exist is named as such, not as a missing file.
  const testing::ProgramRun bad = testing::run_program(std::string(RECKON_BINARY) +
                                                       " curate --game fourteen --daily 2026-12-02 --tier brutal 2>&1");
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("--tier brutal: easy, medium, hard or expert"), std::string::npos) << bad.out;
  // The default setting's list is there, and a day's deal is one of it.
  const testing::ProgramRun r =
      testing::run_program(std::string(RECKON_BINARY) + " curate --game calculation --daily 2026-12-02 --tier hard");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("calculation-tier-hard.txt"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace reckon::cli
