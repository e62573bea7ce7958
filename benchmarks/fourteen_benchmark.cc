// Fourteen Out, Google Benchmark: whole solves over fixed deal sets (the
// figure that matters), and the hot parts of a node on fixed positions.
//
//   ./build/release/benchmarks/fourteen_benchmark
//   ./build/release/benchmarks/fourteen_benchmark --benchmark_filter=Solve
#include <benchmark/benchmark.h>

#include <vector>

#include "core/games/fourteen/game.h"
#include "solver/depth_first_search.h"
#include "strategies/fourteen_solver.h"

namespace reckon::fourteen {
namespace {

std::vector<Deal> deals(std::uint64_t first, std::uint64_t last) {
  std::vector<Deal> out;
  for (std::uint64_t d = first; d <= last; ++d) out.push_back(deal_from_number(d));
  return out;
}

// Solves deals first..last per iteration, as `reckon solve` does (the line of
// every win is replayed). Reports deals per second and nodes per deal.
void Solve(benchmark::State& state, std::uint64_t first, std::uint64_t last) {
  const std::vector<Deal> set = deals(first, last);
  strategies::FourteenSolver solver(Pruning{}, {});
  std::uint64_t nodes = 0, won = 0;
  for (auto _ : state) {
    for (const Deal& deal : set) {
      const strategies::FourteenOutcome o = solver.solve(deal);
      nodes += o.stats.nodes;
      won += o.verdict == solver::Verdict::kWinnable;
    }
  }
  const double solves = static_cast<double>(state.iterations()) * static_cast<double>(set.size());
  state.counters["deals/s"] = benchmark::Counter(solves, benchmark::Counter::kIsRate);
  state.counters["nodes/deal"] = static_cast<double>(nodes) / solves;
  state.counters["won"] = static_cast<double>(won) / static_cast<double>(state.iterations());
}
BENCHMARK_CAPTURE(Solve, deals_1_to_1000, 1, 1000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Solve, deals_1_to_100, 1, 100)->Unit(benchmark::kMillisecond);
// The hardest of the first 2000 (unwinnable, the most nodes).
BENCHMARK_CAPTURE(Solve, deal_151_unwinnable, 151, 151)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Solve, deal_1_winnable, 1, 1)->Unit(benchmark::kMicrosecond);

// Setting a game up for a new deal (per-deal overhead).
void Reset(benchmark::State& state) {
  const std::vector<Deal> set = deals(1, 256);
  Game game;
  std::size_t i = 0;
  for (auto _ : state) {
    game.reset(set[i++ & 255]);
    benchmark::DoNotOptimize(game.initial());
  }
}
BENCHMARK(Reset);

// Expanding positions, every child finished: the root of deals 1..256
// after its opening pairs.
void Expand(benchmark::State& state) {
  std::vector<Deal> set = deals(1, 256);
  Game game;
  std::vector<State> kids;
  std::size_t i = 0, children = 0;
  std::vector<State> roots;
  for (const Deal& d : set) {
    game.reset(d);
    roots.push_back(game.initial());
  }
  for (auto _ : state) {
    const std::size_t k = i++ & 255;
    state.PauseTiming();
    game.reset(set[k]);
    game.initial();
    state.ResumeTiming();
    game.expand(roots[k], kids);
    // Each child finished, as a search that tries them all would.
    for (State& kid : kids) children += game.complete(kid);
  }
  state.counters["children"] = static_cast<double>(children) / static_cast<double>(state.iterations());
}
BENCHMARK(Expand);

// The canonical key of random positions of deal 7.
void CanonicalKey(benchmark::State& state) {
  Game game(deal_from_number(7));
  std::vector<Mask> positions;
  std::uint64_t x = 88172645463325252ULL;
  for (int i = 0; i < 1024; ++i) {
    Mask cards = 0;
    for (int c = 0; c < 12; ++c) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      const int h = static_cast<int>(x % static_cast<std::uint64_t>(game.board().layout().size(c) + 1));
      for (int d = 0; d < h; ++d) cards |= bit(game.board().id(c, d));
    }
    positions.push_back(cards);
  }
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(game.keys().key(positions[i++ & 1023]));
}
BENCHMARK(CanonicalKey);

// Probing the transposition table with the keys of a search.
void TableProbe(benchmark::State& state) {
  solver::TranspositionTable<Key> table(64 << 20);
  for (std::uint32_t k = 0; k < 4096; ++k) table.insert(Key{k * 2654435761u}, 1);
  std::uint32_t k = 0;
  for (auto _ : state) benchmark::DoNotOptimize(table.find(Key{(k++ & 8191) * 2654435761u}));
}
BENCHMARK(TableProbe);

}  // namespace
}  // namespace reckon::fourteen

BENCHMARK_MAIN();
