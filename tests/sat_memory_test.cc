// --max-memory covers rule sat (solver/memory_account.h): the model is
// reserved before it is built, CaDiCaL's memory is estimated and watched
// while it runs (solver/sat_solver.cc), and the learned clauses the
// solvers share are reserved too. What does not fit is "unknown (memory)",
// never an out-of-memory kill; and the estimate is an upper bound of what
// the heap really grows by.
#include <gtest/gtest.h>
#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

#include "cnf_formulas.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/sat_model.h"
#include "core/games/calculation/state.h"
#include "solver/clause_exchange.h"
#include "solver/memory_account.h"
#include "solver/sat_solver.h"
#include "strategies/calculation_solve.h"

namespace reckon {
namespace {

// The sanitizers' allocator is not glibc's: mallinfo2 says nothing there.
// (GCC says so by __SANITIZE_*__, clang by __has_feature.)
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitizedHeap = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
constexpr bool kSanitizedHeap = true;
#else
constexpr bool kSanitizedHeap = false;
#endif
#else
constexpr bool kSanitizedHeap = false;
#endif

std::int64_t heap_in_use() {
  const struct mallinfo2 m = mallinfo2();
  return static_cast<std::int64_t>(m.uordblks + m.hblkhd);
}

// The most the heap grew by while `body` ran, sampled every 100 µs.
template <class Body>
std::int64_t peak_growth(Body body) {
  const std::int64_t base = heap_in_use();
  std::atomic<bool> done{false};
  std::atomic<std::int64_t> peak{0};
  std::thread sampler([&] {
    while (!done.load()) {
      peak.store(std::max(peak.load(), heap_in_use() - base));
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
  });
  body();
  done.store(true);
  sampler.join();
  return std::max(peak.load(), heap_in_use() - base);
}

calculation::Variant two_piles() {
  calculation::Variant v;
  v.piles_per_owner = 2;
  return v;
}

// Calculation with two waste piles, deal 63: lost, proved by rule sat.
TEST(SatMemory, TheEstimatesBoundTheHeapsGrowth) {
  if (kSanitizedHeap) GTEST_SKIP() << "the sanitizer's allocator does not report through mallinfo2";
  const calculation::Variant v = two_piles();
  const calculation::Deal deal = calculation::deal_from_number(63, true);
  const calculation::State start = calculation::initial_state(v);
  const std::size_t estimate = calculation::SatModel::estimated_bytes(deal, v, start);
  std::optional<calculation::SatModel> model;
  const std::int64_t model_growth = peak_growth([&] { model.emplace(deal, v, start); });
  EXPECT_LE(model_growth, static_cast<std::int64_t>(estimate));
  EXPECT_LE(model->bytes(), estimate);
  EXPECT_GE(static_cast<std::int64_t>(model->bytes()), model_growth / 2)
      << "bytes() counts what it holds";

  for (const bool diversify : {false, true}) {
    solver::MemoryAccount account(std::size_t{1} << 40);
    solver::SatResult r;
    const std::int64_t solver_growth = peak_growth([&] {
      r = solver::solve_formula(model->variables(), model->literals(), {}, {.diversify = diversify},
                                nullptr, nullptr, 0, nullptr, &account);
    });
    EXPECT_EQ(r.answer, solver::SatResult::Answer::kUnsatisfiable);
    EXPECT_GT(r.conflicts, 100u);
    EXPECT_LE(solver_growth, static_cast<std::int64_t>(account.peak()))
        << "CaDiCaL grew the heap by more than its estimate (" << r.conflicts << " conflicts)";
    EXPECT_EQ(account.used(), 0u) << "a finished solve gives its reservation back";
  }
}

TEST(SatMemory, AFormulaThatDoesNotFitIsNotSolved) {
  const std::vector<int> f = solver::pigeonhole(9, 8);
  solver::MemoryAccount account(4096);
  const solver::SatResult r =
      solver::solve_formula(72, f, {}, {}, nullptr, nullptr, 0, nullptr, &account);
  EXPECT_EQ(r.answer, solver::SatResult::Answer::kUnknown);
  EXPECT_EQ(r.stopped_by, StopReason::kMemory);
  EXPECT_EQ(r.conflicts, 0u);
  EXPECT_EQ(account.used(), 0u);
}

// The formula fits, what the solver learns does not: it stops while it
// runs, within the budget (pigeonhole 11/10 takes thousands of conflicts).
TEST(SatMemory, LearnedClausesStopTheSolveAtTheBudget) {
  const std::vector<int> f = solver::pigeonhole(11, 10);
  solver::MemoryAccount account(solver::estimated_sat_bytes(110, f) + (std::size_t{128} << 10));
  const solver::SatResult r =
      solver::solve_formula(110, f, {}, {}, nullptr, nullptr, 0, nullptr, &account);
  EXPECT_EQ(r.answer, solver::SatResult::Answer::kUnknown);
  EXPECT_EQ(r.stopped_by, StopReason::kMemory);
  EXPECT_GT(r.conflicts, 100u);
  EXPECT_LE(account.peak(), account.budget());
  EXPECT_EQ(account.used(), 0u);
}

TEST(SatMemory, SharedClausesStopAtTheBudget) {
  solver::MemoryAccount account(1024);
  solver::ClauseExchange exchange;
  exchange.set_memory(&account);
  for (int i = 1; i <= 1000; ++i) exchange.publish(0, {i, -(i + 1), i + 2});
  const std::size_t shared = exchange.offered(1);
  EXPECT_GT(shared, 10u);
  EXPECT_LT(shared, 1000u) << "clauses past the budget are not shared";
  EXPECT_LE(account.used(), account.budget());
  solver::ClauseExchange::Seen seen{};
  std::vector<int> out;
  EXPECT_EQ(exchange.take(1, seen, out), shared);
}

// The whole solve (rule sat after its slice), one thread and two: a
// budget too small for the model is "unknown (memory)"; a sufficient one
// decides the deal as without a budget.
TEST(SatMemory, CalculationSolverSaysUnknownMemory) {
  const calculation::Variant v = two_piles();
  const calculation::Deal deal = calculation::deal_from_number(63, true);
  for (const int threads : {1, 2}) {
    for (const std::size_t mib : {1, 4}) {
      solver::Limits limits;
      limits.max_memory_mib = mib;
      strategies::CalculationSolver solver(v, calculation::Pruning{}, limits);
      solver.set_sat_threads(threads);
      const strategies::CalculationOutcome o = solver.solve(deal);
      EXPECT_EQ(o.verdict, solver::Verdict::kUnknown) << mib << " MiB, " << threads << " thread(s)";
      EXPECT_EQ(o.stopped_by, StopReason::kMemory) << mib << " MiB, " << threads << " thread(s)";
    }
    solver::Limits limits;
    limits.max_memory_mib = 256;
    strategies::CalculationSolver solver(v, calculation::Pruning{}, limits);
    solver.set_sat_threads(threads);
    EXPECT_EQ(solver.solve(deal).verdict, solver::Verdict::kUnwinnable) << threads << " thread(s)";
  }
}

}  // namespace
}  // namespace reckon
