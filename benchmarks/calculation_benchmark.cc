// Google Benchmark over the hot parts of the Calculation search and a fixed
// deal set (W=4 deals 1..30). Compare figures only side by side, in one run.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/games/calculation/dead_end.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/key.h"
#include "core/games/calculation/plan.h"
#include "core/games/calculation/sat_model.h"
#include "strategies/calculation_solve.h"

namespace reckon::calculation {
namespace {

// Positions along deal 17's greedy descent, as the search meets them.
std::vector<State> sample_positions(const Deal& deal, const Variant& v) {
  Game game(deal, v);
  std::vector<State> out, kids;
  State s = game.initial();
  while (s.next < v.stock_size()) {
    out.push_back(s);
    game.expand(s, kids);
    if (kids.empty()) break;
    s = kids.back();  // the worst child: fuller piles, a harder position
  }
  return out;
}

void BM_Expand(benchmark::State& st) {
  const Variant v;
  const Deal deal = deal_from_number(17, true);
  const auto positions = sample_positions(deal, v);
  Game game(deal, v);
  std::vector<State> kids;
  std::size_t i = 0;
  for (auto _ : st) {
    game.expand(positions[i++ % positions.size()], kids);
    benchmark::DoNotOptimize(kids.data());
  }
}
BENCHMARK(BM_Expand);

void BM_Key(benchmark::State& st) {
  const Variant v;
  const Deal deal = deal_from_number(17, true);
  const auto positions = sample_positions(deal, v);
  std::vector<Rank> ranks;
  for (Card c : deal.stock) ranks.push_back(c.rank());
  std::size_t i = 0;
  for (auto _ : st) benchmark::DoNotOptimize(make_key(positions[i++ % positions.size()], v, ranks.data()));
}
BENCHMARK(BM_Key);

void BM_DeadEnd(benchmark::State& st) {
  const Variant v;
  const Deal deal = deal_from_number(17, true);
  const auto positions = sample_positions(deal, v);
  std::vector<Rank> ranks;
  for (Card c : deal.stock) ranks.push_back(c.rank());
  const DeadEndTest test(ranks.data(), static_cast<int>(ranks.size()), v.piles());
  std::size_t i = 0;
  for (auto _ : st) benchmark::DoNotOptimize(test.dead(positions[i++ % positions.size()]));
}
BENCHMARK(BM_DeadEnd);

// Plans as the search asks for them: with a schedule, from positions along
// a descent. Arg 0: Calculation W=4 deal 17; arg 1: Rechenkuenstler hard
// (two piles per player) deal 208, where plans take a fifth of the time.
void BM_Plan(benchmark::State& st) {
  Variant v;
  std::uint64_t number = 17;
  if (st.range(0) == 1) v.piles_per_owner = 2, v.owners = 2, number = 208;
  const Deal deal = deal_from_number(number, true);
  const auto positions = sample_positions(deal, v);
  std::vector<Rank> ranks;
  for (Card c : deal.stock) ranks.push_back(c.rank());
  const Planner planner(deal, v, ranks.data());
  PlanSchedule schedule;
  std::size_t i = 0;
  for (auto _ : st)
    benchmark::DoNotOptimize(
        planner.plan(positions[i++ % positions.size()], nullptr, Planner::kNoBound, &schedule).cost());
}
BENCHMARK(BM_Plan)->Arg(0)->Arg(1);

// Rule sat's model of a deal's start (Rechenkuenstler hard, deal 208: two
// piles per player, 48 cards to place, about 45,000 clauses), built and
// not solved.
void BM_SatModel(benchmark::State& st) {
  Variant v;
  v.piles_per_owner = 2;
  v.owners = 2;
  const Deal deal = deal_from_number(208, true);
  const State start = initial_state(v);
  for (auto _ : st) {
    const SatModel model(deal, v, start);
    benchmark::DoNotOptimize(model.literals().data());
  }
}
BENCHMARK(BM_SatModel)->Unit(benchmark::kMicrosecond);

// The whole of W=4 deals 1..30, one thread (the target: under 45 ms).
void BM_SolveDeals1To30(benchmark::State& st) {
  Variant v;
  solver::Limits limits;
  limits.max_memory_mib = 64;
  strategies::CalculationSolver solver(v, Pruning{}, limits);
  std::uint64_t nodes = 0;
  for (auto _ : st) {
    nodes = 0;
    for (std::uint64_t d = 1; d <= 30; ++d) nodes += solver.solve(deal_from_number(d, true)).stats.nodes;
  }
  st.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_SolveDeals1To30)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace reckon::calculation

BENCHMARK_MAIN();
