// run_analysis (jobs/analysis/run.h): deals spread over worker threads,
// rows back in deal order, each committed to the store as soon as it is
// known, resumed from the store, and an error or a stop losing nothing that
// was decided. With a stand-in analyzer whose answers follow from the deal
// number and whose deals take uneven times, so the workers finish out of
// order. Also run under ThreadSanitizer (scripts/test).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "jobs/analysis/run.h"

namespace reckon::analysis {
namespace {

Outcome outcome_for(std::uint64_t n) {
  return n % 3 == 0 ? Outcome::kUnwinnable : Outcome::kWinnable;
}

struct Calls {
  std::atomic<int> analyzed{0};
  std::uint64_t fail_at = 0;     // throw at this deal (0: never)
  std::uint64_t stop_after = 0;  // raise `stop` once this many are analyzed (0: never)
  std::atomic<bool> stop{false};
};

class StandIn : public DealAnalyzer {
 public:
  explicit StandIn(Calls& calls) : calls_(calls) {}
  void check(const DealSpec&) override {}
  Row analyze(const DealSpec& d) override {
    const std::uint64_t n = *d.number;
    if (n == calls_.fail_at)
      throw std::runtime_error("stand-in failure at deal " + std::to_string(n));
    // Uneven times: up to 0.4 ms, so neighbouring deals finish out of order.
    std::this_thread::sleep_for(std::chrono::microseconds(100 * ((n * 7) % 5)));
    const int done = ++calls_.analyzed;
    if (calls_.stop_after && done >= static_cast<int>(calls_.stop_after)) calls_.stop = true;
    Row r;
    r.outcome = outcome_for(n);
    r.nodes = n;
    r.micros = 1;
    return r;
  }

 private:
  Calls& calls_;
};

AnalyzerSpec spec_for(Calls& calls) {
  AnalyzerSpec spec;
  spec.make = [&calls] { return std::make_unique<StandIn>(calls); };
  spec.title = "stand-in";
  spec.strategy = "perfect";
  return spec;
}

std::string fresh_store(const std::string& name) {
  const std::string path = ::testing::TempDir() + "/reckon_analysis_run_" + name + ".db";
  std::remove(path.c_str());
  return path;
}

const Settings kSettings = {{"game", "stand-in"}};

// Every row a store holds has its deal's verdict; returns the deal numbers.
std::vector<std::uint64_t> expect_stored_verdicts(const ResultsStore& store) {
  std::vector<std::uint64_t> numbers;
  for (const auto& [key, row] : store.rows()) {
    numbers.push_back(std::stoull(key));
    EXPECT_EQ(row.outcome, outcome_for(numbers.back())) << key;
  }
  return numbers;
}

TEST(AnalysisRun, RowsComeInDealOrderAndAResumeTakesThemFromTheStore) {
  const DealList deals = DealList::ranges({{1, 300}});
  const std::string path = fresh_store("order");
  Calls calls;
  {
    ResultsStore store(path, kSettings, deals.description());
    std::vector<Row> rows;
    const Summary s =
        run_analysis(deals, spec_for(calls), {.threads = 4, .store = &store, .collect = &rows});
    ASSERT_EQ(rows.size(), 300u);
    for (std::uint64_t i = 0; i < rows.size(); ++i) {
      EXPECT_EQ(rows[i].deal, std::to_string(i + 1));
      EXPECT_EQ(rows[i].outcome, outcome_for(i + 1));
      EXPECT_EQ(rows[i].nodes, i + 1);
    }
    EXPECT_EQ(s.deals, 300u);
    EXPECT_EQ(s.unwinnable, 100u);
    EXPECT_EQ(s.winnable, 200u);
    EXPECT_EQ(s.nodes, 300u * 301u / 2);
    EXPECT_EQ(s.resumed, 0u);
    EXPECT_EQ(store.rows().size(), 300u);
  }
  EXPECT_EQ(calls.analyzed.load(), 300);
  ResultsStore again(path, kSettings, deals.description());
  const Summary s = run_analysis(deals, spec_for(calls), {.threads = 3, .store = &again});
  EXPECT_EQ(s.resumed, 300u);
  EXPECT_EQ(s.deals, 300u);
  EXPECT_EQ(s.unwinnable, 100u);
  EXPECT_EQ(calls.analyzed.load(), 300);  // nothing analyzed twice
}

TEST(AnalysisRun, AnErrorInAWorkerReachesTheCallerAndKeepsWhatWasDecided) {
  const DealList deals = DealList::ranges({{1, 200}});
  const std::string path = fresh_store("error");
  Calls calls;
  calls.fail_at = 120;
  ResultsStore store(path, kSettings, deals.description());
  EXPECT_THROW(run_analysis(deals, spec_for(calls), {.threads = 4, .store = &store}),
               std::runtime_error);
  // Whatever was committed is right, and the failing deal is not among it.
  for (const std::uint64_t n : expect_stored_verdicts(store)) EXPECT_LT(n, 120u);
}

TEST(AnalysisRun, AStopKeepsTheDecidedDealsAndTheNextRunFinishes) {
  const DealList deals = DealList::ranges({{1, 400}});
  const std::string path = fresh_store("stop");
  Calls calls;
  calls.stop_after = 50;
  {
    ResultsStore store(path, kSettings, deals.description());
    const Summary s =
        run_analysis(deals, spec_for(calls), {.threads = 4, .store = &store, .stop = &calls.stop});
    EXPECT_TRUE(s.interrupted);
    EXPECT_LT(s.deals, 400u);
    EXPECT_GE(s.deals, 50u);
    // Every deal counted is in the store, and nothing interrupted is.
    EXPECT_EQ(expect_stored_verdicts(store).size(), s.deals);
  }
  Calls rest;
  ResultsStore store(path, kSettings, deals.description());
  const Summary s = run_analysis(deals, spec_for(rest), {.threads = 2, .store = &store});
  EXPECT_FALSE(s.interrupted);
  EXPECT_EQ(s.deals, 400u);
  EXPECT_EQ(s.resumed + static_cast<std::uint64_t>(rest.analyzed.load()), 400u);
  EXPECT_EQ(store.rows().size(), 400u);
}

}  // namespace
}  // namespace reckon::analysis
