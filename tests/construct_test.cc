// reckon construct (jobs/construction/): the search is reproducible from its
// seed on any thread count, stopped and resumed or not; its moves keep the
// deck and change the ranks' order; unwinnable deals it meets are reported
// and are unwinnable; objective fair's counts are the fair player's own games.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <map>
#include <string>

#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "jobs/construction/construct.h"
#include "jobs/construction/stock_mutation.h"
#include "players/fair_player.h"
#include "reckon/input_error.h"
#include "strategies/calculation_solve.h"
#include "strategies/fourteen_solver.h"

namespace reckon::construction {
namespace {

ConstructRequest small_request(int waste, std::uint64_t deal) {
  ConstructRequest r;
  r.variant.piles_per_owner = waste;
  r.start = calculation::deal_string(calculation::deal_from_number(deal, true), r.variant);
  r.start_label = "deal " + std::to_string(deal);
  r.seed = 7;
  r.evaluations = 13;
  r.batch = 3;
  r.max_nodes = 3000;
  r.keep = 5;
  r.patience = 6;
  return r;
}

std::string store_path(const std::string& name) {
  const std::string path =
      ::testing::TempDir() + "/reckon_construct_" + name + "_" + std::to_string(getpid()) + ".db";
  for (const char* suffix : {"", "-wal", "-shm"}) std::remove((path + suffix).c_str());
  return path;
}

// What a run found, as text that two runs can be compared by.
std::string found(const ConstructResult& r) {
  std::string s = std::to_string(r.evaluations) + "\n";
  for (const FoundDeal& f : r.best)
    s += f.cards + " " + std::to_string(f.score) + " " + std::to_string(f.evaluation) + "\n";
  for (const FoundDeal& f : r.unwinnable) s += "lost " + f.cards + "\n";
  for (const auto& [e, b] : r.curve) s += std::to_string(e) + ":" + std::to_string(b) + " ";
  return s;
}

TEST(StockMutation, KeepsTheCardsAndChangesTheRanksOrder) {
  std::vector<Card> stock = calculation::deal_from_number(5, true).stock;
  SplitMix64 bits(3);
  for (int i = 0; i < 2000; ++i) {
    std::vector<Card> next = stock;
    mutate_stock(next, bits);
    std::vector<Card> a = stock, b = next;
    const auto by_index = [](Card x, Card y) { return x.deck_index() < y.deck_index(); };
    std::sort(a.begin(), a.end(), by_index);
    std::sort(b.begin(), b.end(), by_index);
    ASSERT_EQ(a, b);
    bool ranks_differ = false;
    for (std::size_t k = 0; k < stock.size(); ++k)
      ranks_differ |= stock[k].rank() != next[k].rank();
    ASSERT_TRUE(ranks_differ) << "move " << i;
    stock = next;
  }
}

// With a reach, the cards a move changes lie within reach + 1 places, and
// each place of the stock is still reached; reach 0 draws as before.
TEST(StockMutation, AReachKeepsMovesLocal) {
  const std::vector<Card> start = calculation::deal_from_number(5, true).stock;
  for (const int reach : {1, 3, 7}) {
    SplitMix64 bits(11);
    std::vector<Card> stock = start;
    std::vector<bool> touched(stock.size(), false);
    for (int i = 0; i < 3000; ++i) {
      std::vector<Card> next = stock;
      mutate_stock(next, bits, reach);
      std::size_t first = next.size(), last = 0;
      for (std::size_t k = 0; k < next.size(); ++k)
        if (next[k] != stock[k]) {
          first = std::min(first, k);
          last = k;
          touched[k] = true;
        }
      ASSERT_LT(first, next.size()) << "reach " << reach << ", move " << i;
      ASSERT_LE(last - first, static_cast<std::size_t>(reach)) << "reach " << reach;
      stock = next;
    }
    EXPECT_TRUE(std::all_of(touched.begin(), touched.end(), [](bool t) { return t; }));
  }
  SplitMix64 a(9), b(9);
  std::vector<Card> x = start, y = start;
  for (int i = 0; i < 100; ++i) {
    mutate_stock(x, a);
    mutate_stock(y, b, 0);
  }
  EXPECT_EQ(x, y);
}

TEST(Construct, TheSameSeedGivesTheSameDealsOnAnyThreadCount) {
  ConstructRequest one = small_request(4, 12925);
  ConstructRequest two = one;
  two.threads = 2;
  const ConstructResult a = construct(one), b = construct(two);
  EXPECT_EQ(found(a), found(b));
  EXPECT_EQ(a.evaluations, 13u);  // the start, then four steps of three
  ConstructRequest other = one;
  other.seed = 8;
  EXPECT_NE(found(construct(other)), found(a));  // the seed matters
}

TEST(Construct, ARunContinuedFromItsStoreIsTheLongerRun) {
  ConstructRequest whole = small_request(4, 12925);
  whole.evaluations = 19;
  const std::string straight = found(construct(whole));

  ConstructRequest part = whole;
  part.store_path = store_path("continued");
  part.evaluations = 8;  // stops after 10, a whole step
  EXPECT_EQ(construct(part).evaluations, 10u);
  part.evaluations = 19;
  const ConstructResult rest = construct(part);
  EXPECT_EQ(rest.resumed_from, 10u);
  EXPECT_EQ(found(rest), straight);
}

TEST(Construct, ARunStoppedMidwayResumesAsIfNeverStopped) {
  ConstructRequest whole = small_request(4, 28453);
  const std::string straight = found(construct(whole));
  ConstructRequest part = whole;
  part.store_path = store_path("stopped");
  std::atomic<bool> stop{false};
  part.stop = &stop;
  part.on_progress = [&](std::uint64_t done, std::uint64_t, double, double) {
    if (done >= 7) stop = true;
  };
  const ConstructResult first = construct(part);
  EXPECT_TRUE(first.interrupted);
  EXPECT_LT(first.evaluations, 13u);
  stop = false;
  part.on_progress = nullptr;
  const ConstructResult second = construct(part);
  EXPECT_FALSE(second.interrupted);
  EXPECT_EQ(found(second), straight);
}

TEST(Construct, AStoreRefusesOtherSettings) {
  ConstructRequest r = small_request(4, 12925);
  r.evaluations = 1;
  r.store_path = store_path("settings");
  construct(r);
  r.seed = 8;
  EXPECT_THROW(construct(r), InputError);
}

TEST(Construct, UnwinnableDealsMetAreReportedAndAreUnwinnable) {
  // Two waste piles: a third of the deals are lost, and deal 63 is one.
  ConstructRequest r = small_request(2, 63);
  r.max_nodes = 20'000;
  r.evaluations = 4;
  r.certify = true;
  const ConstructResult res = construct(r);
  ASSERT_FALSE(res.unwinnable.empty());
  EXPECT_EQ(res.unwinnable[0].cards, r.start);
  EXPECT_EQ(res.unwinnable[0].evaluation, 1u);
  for (const FoundDeal& f : res.unwinnable) {
    strategies::CalculationSolver solver(r.variant, calculation::Pruning{}, solver::Limits{});
    EXPECT_EQ(solver.solve(calculation::parse_deal(f.cards, r.variant)).verdict,
              solver::Verdict::kUnwinnable)
        << f.cards;
    EXPECT_FALSE(f.certificate.empty());
  }
}

ConstructRequest fair_request() {
  ConstructRequest r = small_request(4, 28453);
  r.objective = Objective::kFair;
  r.evaluations = 4;
  r.fair_games = 2;
  r.fair.samples = 8;
  return r;
}

// Each deal kept is scored by games played here afresh, seed by seed: the
// losses, plus the mean share of the 52 cards they leave off the foundations.
TEST(Construct, FairScoresAreTheFairPlayersOwnGames) {
  const ConstructRequest r = fair_request();
  const ConstructResult res = construct(r);
  ASSERT_FALSE(res.best.empty());
  int lost_somewhere = 0;
  for (const FoundDeal& f : res.best) {
    const calculation::Deal deal = calculation::parse_deal(f.cards, r.variant);
    strategies::CalculationSolver solver(r.variant, calculation::Pruning{}, solver::Limits{});
    EXPECT_EQ(solver.solve(deal).verdict, solver::Verdict::kWinnable) << f.cards;
    int won = 0;
    double left = 0;
    for (int seed = 1; seed <= r.fair_games; ++seed) {
      players::FairSettings s = r.fair;
      s.seed = static_cast<std::uint64_t>(seed);
      const calculation::ReplayResult game =
          calculation::replay(deal, r.variant, players::FairPlayer(r.variant, s).play(deal));
      ASSERT_NE(game.status, calculation::ReplayResult::Status::kIllegal) << game.why;
      won += game.status == calculation::ReplayResult::Status::kWon;
      left += game.cards_left / 52.0;
    }
    EXPECT_EQ(f.fair_games, r.fair_games);
    EXPECT_EQ(f.fair_won, won) << f.cards;
    EXPECT_NEAR(f.score, (r.fair_games - won) + left / r.fair_games, 1e-9) << f.cards;
    lost_somewhere += won < r.fair_games;
  }
  EXPECT_GT(lost_somewhere, 0);  // the hard list's second deal: the player does lose it
}

TEST(Construct, FairCountsSurviveTheStore) {
  ConstructRequest r = fair_request();
  const ConstructResult whole = construct(r);
  r.store_path = store_path("fair");
  r.evaluations = 1;
  construct(r);
  r.evaluations = 4;
  const ConstructResult resumed = construct(r);
  ASSERT_EQ(found(resumed), found(whole));
  for (std::size_t i = 0; i < whole.best.size(); ++i)
    EXPECT_EQ(resumed.best[i].fair_won, whole.best[i].fair_won);
  // Other fair-player settings are another run.
  r.fair.samples = 16;
  EXPECT_THROW(construct(r), InputError);
}

// A store written before objective fair and the unwinnable count (no such
// columns) still resumes; its count starts from the unwinnable deals it kept.
TEST(Construct, AStoreWithoutTheNewerColumnsResumes) {
  ConstructRequest r = small_request(2, 63);  // meets unwinnable deals
  r.max_nodes = 20'000;
  const ConstructResult whole = construct(r);
  r.store_path = store_path("old");
  r.evaluations = 4;
  construct(r);
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(r.store_path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db,
                         "ALTER TABLE deals DROP COLUMN fair_games;"
                         "ALTER TABLE deals DROP COLUMN fair_won;"
                         "ALTER TABLE state DROP COLUMN unwinnable_met;",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  r.evaluations = 13;
  const ConstructResult resumed = construct(r);
  EXPECT_EQ(found(resumed), found(whole));
  ASSERT_FALSE(whole.unwinnable.empty());
  EXPECT_GE(resumed.unwinnable_met, resumed.unwinnable.size());
  EXPECT_LE(resumed.unwinnable_met, whole.unwinnable_met);
}

// The tie-break tightness adds below 1 to the critical count, which stays
// what the count without it says; a store made with one is not resumed
// without it, nor one made without it with it; it is refused where it has
// nothing to break.
TEST(Construct, TightnessBreaksTiesAndKeepsTheCount) {
  ConstructRequest r = small_request(4, 28453);
  r.objective = Objective::kCritical;
  r.max_nodes = 200'000;
  r.evaluations = 4;
  r.batch = 2;
  const ConstructResult plain = construct(r);
  r.tightness = true;
  const ConstructResult tight = construct(r);
  ASSERT_FALSE(tight.best.empty());
  std::map<std::string, int> critical_of;
  for (const FoundDeal& f : plain.best) critical_of[f.cards] = f.critical;
  int shared = 0;
  for (const FoundDeal& f : tight.best) {
    EXPECT_GE(f.score - f.critical, 0.0) << f.cards;
    EXPECT_LT(f.score - f.critical, 1.0) << f.cards;
    if (const auto it = critical_of.find(f.cards); it != critical_of.end()) {
      ++shared;
      EXPECT_EQ(f.critical, it->second) << f.cards;
    }
  }
  EXPECT_GE(shared, 1);  // the start, at least
  r.store_path = store_path("tightness");
  r.evaluations = 1;
  construct(r);
  r.tightness = false;
  EXPECT_THROW(construct(r), InputError);
  r.tightness = true;
  EXPECT_NO_THROW(construct(r));
  ConstructRequest without = small_request(4, 28453);
  without.objective = Objective::kCritical;
  without.evaluations = 1;
  without.store_path = store_path("without_tightness");
  construct(without);
  without.tightness = true;
  EXPECT_THROW(construct(without), InputError);
  ConstructRequest effort = small_request(4, 28453);
  effort.tightness = true;
  EXPECT_THROW(construct(effort), InputError);
}

// A reach is part of a run: its store refuses the run without it.
TEST(Construct, AReachIsRecordedInTheStore) {
  ConstructRequest r = small_request(4, 12925);
  r.reach = 2;
  r.store_path = store_path("reach");
  const ConstructResult local = construct(r);
  r.reach = 0;
  EXPECT_THROW(construct(r), InputError);
  r.reach = 3;
  EXPECT_THROW(construct(r), InputError);
  r.store_path.clear();
  r.reach = 2;
  EXPECT_EQ(found(construct(r)), found(local));
  r.reach = 52;
  EXPECT_THROW(construct(r), InputError);
}

ConstructRequest fourteen_request(std::uint64_t deal) {
  ConstructRequest r;
  r.game = GameKind::kFourteen;
  r.start = fourteen::deal_string(fourteen::deal_from_number(deal));
  r.objective = Objective::kCritical;
  r.seed = 3;
  r.evaluations = 9;
  r.batch = 4;
  r.max_nodes = 100'000;
  r.keep = 4;
  return r;
}

// Fourteen Out: the layout's order is searched, the same seed gives the
// same deals on any thread count and through a store, and each deal kept
// is a deal of the whole deck whose verdict solving again confirms.
TEST(Construct, FourteenOutIsSearchedAndResumes) {
  ConstructRequest r = fourteen_request(5);
  const ConstructResult one = construct(r);
  r.threads = 2;
  EXPECT_EQ(found(construct(r)), found(one));
  r.threads = 1;
  r.store_path = store_path("fourteen");
  r.evaluations = 5;
  construct(r);
  r.evaluations = 9;
  EXPECT_EQ(found(construct(r)), found(one));
  ASSERT_FALSE(one.best.empty());
  for (const FoundDeal& f : one.best) {
    const fourteen::Deal deal = fourteen::parse_deal(f.cards);
    fourteen::validate(deal);
    strategies::FourteenSolver solver(fourteen::Pruning{}, solver::Limits{});
    const strategies::FourteenOutcome o = solver.solve(deal);
    EXPECT_EQ(o.verdict, solver::Verdict::kWinnable) << f.cards;
    EXPECT_EQ(f.turns, 26);
    EXPECT_EQ(f.score, f.critical);
  }
  // A Calculation store is not a Fourteen Out one.
  ConstructRequest calc = small_request(4, 12925);
  calc.store_path = r.store_path;
  EXPECT_THROW(construct(calc), InputError);
  // Every forced move is decided already: no tie-break to add.
  ConstructRequest tight = fourteen_request(5);
  tight.tightness = true;
  EXPECT_THROW(construct(tight), InputError);
}

// Every unwinnable deal met is counted, the first keep_unwinnable kept, and
// a stopped run resumes both as the uninterrupted run has them.
TEST(Construct, UnwinnableDealsAreCountedAndTheFirstKept) {
  ConstructRequest r = fourteen_request(18584);
  r.evaluations = 60;
  r.keep_unwinnable = 3;
  const ConstructResult whole = construct(r);
  EXPECT_EQ(whole.unwinnable.size(), 3u);
  EXPECT_GT(whole.unwinnable_met, 3u);
  ConstructRequest all = r;
  all.keep_unwinnable = 1'000'000;
  const ConstructResult every = construct(all);
  EXPECT_EQ(every.unwinnable_met, whole.unwinnable_met);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(every.unwinnable[i].cards, whole.unwinnable[i].cards);
  r.store_path = store_path("unwinnable");
  r.evaluations = 20;
  construct(r);
  r.evaluations = 60;
  const ConstructResult resumed = construct(r);
  EXPECT_EQ(resumed.unwinnable_met, whole.unwinnable_met);
  EXPECT_EQ(found(resumed), found(whole));
}

TEST(Construct, FourteenOutLossesAreCertified) {
  ConstructRequest r = fourteen_request(29);  // deal 29 is lost
  r.objective = Objective::kEffort;
  r.evaluations = 1;
  r.certify = true;
  const ConstructResult res = construct(r);
  ASSERT_EQ(res.unwinnable.size(), 1u);
  EXPECT_NE(res.unwinnable[0].certificate.find("checked"), std::string::npos);
  r.objective = Objective::kFair;
  EXPECT_THROW(construct(r), InputError);  // an open game: perfect play is the real game's
}

TEST(Construct, RefusesRequestsOutOfRange) {
  ConstructRequest r = small_request(4, 1);
  r.batch = 0;
  EXPECT_THROW(construct(r), InputError);
  r = small_request(4, 1);
  r.temperature = 0;
  EXPECT_THROW(construct(r), InputError);
  r = small_request(4, 1);
  r.start = r.start.substr(0, r.start.rfind(' '));  // a card short
  EXPECT_THROW(construct(r), InputError);
  r = fair_request();
  r.fair_games = 0;
  EXPECT_THROW(construct(r), InputError);
  r = fair_request();
  r.fair.samples = 0;
  EXPECT_THROW(construct(r), InputError);
}

}  // namespace
}  // namespace reckon::construction
