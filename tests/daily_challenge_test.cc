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

std::string list_text(int n) {
  std::string text = "# a tier list\n";
  for (int i = 1; i <= n; ++i) text += std::to_string(1000 + 7 * i) + "  tier hard (score " + std::to_string(i) + ")\n";
  return text;
}

std::vector<curation::DailyEntry> list_of(int n) {
  return curation::read_daily_list(list_text(n), "list", GameKind::kCalculation, {});
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
  std::map<std::string, int> last;
  std::set<std::string> used;
  for (int i = 0; i < n; ++i) {
    const std::string d = days[static_cast<std::size_t>(i)].deal;
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
  for (const char* bad : {"12x3  oops", "0  deal zero", "Ad 2s 3s  too few cards"}) {
    try {
      curation::read_daily_list(list_text(400) + bad + "\n", "bad.txt", GameKind::kCalculation, {});
      ADD_FAILURE() << bad;
    } catch (const reckon::InputError& e) {
      EXPECT_NE(std::string(e.what()).find("bad.txt, line 402"), std::string::npos) << e.what();
    }
  }
}

// A constructed list: card strings, each followed by its measures after two
// spaces; the losses it met at its end are left out.
TEST(DailyChallenge, ConstructedListsGiveCardStrings) {
  const std::string fourteen17 =
      testing::run_program(std::string(RECKON_BINARY) + " deal --game fourteen --deal 17 --json")
          .out;
  const auto at = fourteen17.find("\"cards\":\"") + 9;
  const std::string cards = fourteen17.substr(at, fourteen17.find('"', at) - at);
  ASSERT_NE(cards.find(" | "), std::string::npos) << fourteen17;
  const std::string text = "# a constructed list\n" + cards + "  critical 20 of 26 (76.9 %)\n" +
                           cards + "  unwinnable; closure of 12 positions\n" + cards + "\n";
  const auto list = curation::read_daily_list(text, "c.txt", GameKind::kFourteen, {});
  ASSERT_EQ(list.size(), 2u);
  EXPECT_TRUE(list[0].cards);
  EXPECT_EQ(list[0].deal, cards);
  EXPECT_EQ(list[0].why, "critical 20 of 26 (76.9 %)");
  EXPECT_EQ(list[1].deal, cards);
  EXPECT_EQ(list[1].why, "");
  // A Fourteen Out card string is no Calculation deal.
  EXPECT_THROW(curation::read_daily_list(text, "c.txt", GameKind::kCalculation, {}), InputError);
}

// The tier constructed draws card strings from data/constructed; curate
// cannot make a list of it.
TEST(DailyChallenge, TheConstructedTier) {
  const std::string reckon = RECKON_BINARY;
  for (const char* game : {"calculation --waste 3", "fourteen"}) {
    const testing::ProgramRun r =
        testing::run_program(reckon + " curate --game " + game +
                             " --daily 2026-12-24 --days 3 --tier constructed --json");
    EXPECT_EQ(r.status, 0) << game << "\n" << r.out;
    EXPECT_NE(r.out.find("\"list\":\"data/constructed/"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\"cards\":"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("\"deal\":"), std::string::npos) << r.out;
  }
  const testing::ProgramRun none = testing::run_program(
      reckon + " curate --game calculation --waste 2 --daily 2026-12-24 --tier constructed 2>&1");
  EXPECT_EQ(none.status, 2) << none.out;
  EXPECT_NE(none.out.find("data/constructed/calculation-w2-critical.txt"), std::string::npos)
      << none.out;
  const testing::ProgramRun curate =
      testing::run_program(reckon + " curate --game fourteen --deals 1-10 --tier constructed 2>&1");
  EXPECT_EQ(curate.status, 2) << curate.out;
  EXPECT_NE(curate.out.find("--tier constructed: constructed deals come from reckon construct"),
            std::string::npos)
      << curate.out;
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
  EXPECT_NE(bad.out.find("--tier brutal: easy, medium, hard, expert or constructed"),
            std::string::npos)
      << bad.out;
  // The default setting's list is there, and a day's deal is one of it.
  const testing::ProgramRun r =
      testing::run_program(std::string(RECKON_BINARY) + " curate --game calculation --daily 2026-12-02 --tier hard");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("calculation-tier-hard.txt"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace reckon::cli
