// The candidates of a hardest (easiest) Calculation list (jobs/curation/
// curate.cc): the deals stage 1 ranks hardest by the human-like players'
// losses, then by how few cards their games brought home; never by deal
// number. Read back from the results store, which keeps stage 2 per deal.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "reckon/input_error.h"
#include "jobs/analysis/results_store.h"
#include "jobs/curation/curate.h"
#include "jobs/curation/curation.h"

namespace reckon::cli {
namespace {

struct Stored {
  std::string deal;
  double prescore = 0, home = 0, wins = 0, games = 0;
  bool candidate = false;  // stage 2 ran on it: scored, or its scoring undecided
};

// candidates: the request's (0: 10 x the list's one deal).
std::vector<Stored> curate_and_read(curation::CurateList list, const std::string& db,
                                    int candidates) {
  curation::CurateRequest q;
  q.game = GameKind::kCalculation;
  q.deals = "1-40";
  q.list = list;
  q.count = 1;  // 10 candidates unless told
  q.candidates = candidates;
  q.choice_nodes = 300;  // cheap forgiveness: some candidates end undecided, as candidates still
  q.limits.max_nodes = 1'000'000;
  q.threads = 2;
  q.db_path = db;
  const curation::CurateResult r = curate(q);
  EXPECT_EQ(r.stop, curation::CurateResult::Stop::kFinished);
  EXPECT_EQ(r.unwinnable + r.unknown, 0u);  // every deal of 1..40 is won with four piles
  std::vector<Stored> out;
  for (const auto& [deal, row] : analysis::ResultsStore::open_existing(db)->rows()) {
    Stored s{deal,
             curation::extra_number(row, "prescore", -1),
             curation::extra_number(row, "human_home", -1),
             curation::extra_number(row, "human_wins", -1),
             curation::extra_number(row, "human_games", -1),
             false};
    for (const auto& e : row.extra) s.candidate |= e.first == "score" || e.first == "scoring";
    out.push_back(s);
  }
  return out;
}

void expect_candidates_rank_first(curation::CurateList list, bool hardest, int asked = 0) {
  const std::string db =
      (std::filesystem::temp_directory_path() /
       ("reckon-candidates-" + std::to_string(hardest) + "-" + std::to_string(asked) + ".db"))
          .string();
  std::filesystem::remove(db);
  const std::vector<Stored> rows = curate_and_read(list, db, asked);
  std::filesystem::remove(db);
  ASSERT_EQ(rows.size(), 40u);
  int candidates = 0;
  std::vector<int> numbers;
  for (const Stored& s : rows) {
    // Four piles, bases preplaced: a won game brings all 48 stock cards home.
    EXPECT_EQ(s.games, 32) << s.deal;
    EXPECT_GE(s.home, 48 * s.wins) << s.deal;
    EXPECT_LE(s.home, 48 * s.wins + 47 * (s.games - s.wins)) << s.deal;
    EXPECT_NEAR(s.prescore, 100 * (1 - s.wins / s.games), 0.005) << s.deal;  // two decimals
    if (s.candidate) {
      ++candidates;
      numbers.push_back(std::stoi(s.deal));
    }
  }
  EXPECT_EQ(candidates, asked > 0 ? asked : 10);
  // Every candidate ranks at least as hard (easy) as every other deal.
  const auto key = [hardest](const Stored& s) {
    const auto k = std::pair(-s.prescore, s.home);
    return hardest ? k : std::pair(-k.first, -k.second);
  };
  for (const Stored& c : rows)
    for (const Stored& o : rows)
      if (c.candidate && !o.candidate) {
        EXPECT_LE(key(c), key(o)) << c.deal << " before " << o.deal;
      }
  // Not simply the lowest numbers (the old tie-break).
  std::sort(numbers.begin(), numbers.end());
  EXPECT_GT(numbers.back(), asked > 0 ? asked : 10);
}

TEST(CurateCandidates, HardestTakeTheHumanLikePlayersWorstDeals) {
  expect_candidates_rank_first(curation::CurateList::kHardest, true);
}

TEST(CurateCandidates, EasiestTakeTheirBestDeals) {
  expect_candidates_rank_first(curation::CurateList::kEasiest, false);
}

// --candidates N: stage 2 for exactly the N best of stage 1, still the
// hardest-ranked ones.
TEST(CurateCandidates, AskedForCountScoresThatMany) {
  expect_candidates_rank_first(curation::CurateList::kHardest, true, 4);
}

TEST(CurateCandidates, FewerThanTheListIsAnError) {
  curation::CurateRequest q;
  q.deals = "1-5";
  q.list = curation::CurateList::kHardest;
  q.count = 3;
  q.candidates = 2;
  EXPECT_THROW(curate(q), InputError);
}

}  // namespace
}  // namespace reckon::cli
