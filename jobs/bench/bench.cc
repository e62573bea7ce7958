#include "jobs/bench/bench.h"

#include <chrono>
#include <sstream>

#include "reckon/input_error.h"
#include "core/trim.h"
#include "jobs/analysis/fourteen_analyzer.h"
#include "strategies/calculation_solve.h"

namespace reckon::bench {
namespace {

solver::Limits bench_limits() {
  solver::Limits limits;
  limits.max_nodes = kBenchNodeCap;
  limits.max_memory_mib = kBenchTableMiB;
  return limits;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::vector<BenchLine> read_bench_lines(const std::string& text, const std::string& path) {
  std::istringstream in(text);
  std::vector<BenchLine> lines;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (trim(line).empty() || trim(line)[0] == '#') continue;
    const std::size_t a = line.find('|'), b = line.find('|', a + 1);
    if (a == std::string::npos || b == std::string::npos)
      throw InputError(path + ":" + std::to_string(line_no) +
                       ": expected game | variant options | deals");
    lines.push_back({line_no, trim(line.substr(0, a)), trim(line.substr(a + 1, b - a - 1)),
                     trim(line.substr(b + 1))});
  }
  return lines;
}

BenchCount bench_calculation(const calculation::Variant& v,
                             const std::vector<analysis::DealRange>& deals) {
  strategies::CalculationSolver solver(v, calculation::Pruning{}, bench_limits());
  BenchCount c;
  const auto start = std::chrono::steady_clock::now();
  for (const analysis::DealRange& r : deals)
    for (std::uint64_t d = r.first;; ++d) {
      const strategies::CalculationOutcome o =
          solver.solve(calculation::deal_from_number(d, v.preplaced));
      c.nodes += o.stats.nodes;
      ++c.deals;
      c.won += o.verdict == solver::Verdict::kWinnable;
      c.lost += o.verdict == solver::Verdict::kUnwinnable;
      c.unknown += o.verdict == solver::Verdict::kUnknown;
      if (d == r.last) break;
    }
  c.seconds = seconds_since(start);
  return c;
}

BenchCount bench_fourteen(const std::vector<analysis::DealRange>& deals) {
  const auto start = std::chrono::steady_clock::now();
  const analysis::FourteenBench f = analysis::fourteen_bench(deals, bench_limits());
  return {f.deals, f.nodes, f.won, f.lost, f.unknown, seconds_since(start)};
}

BenchResult run_bench(const BenchRequest& request) {
  BenchResult r;
  for (const BenchSet& set : request.sets) {
    const BenchCount c = set.game == GameKind::kFourteen
                             ? bench_fourteen(set.deals)
                             : bench_calculation(set.variant, set.deals);
    r.nodes += c.nodes;
    r.seconds += c.seconds;
    r.counts.push_back(c);
  }
  return r;
}

}  // namespace reckon::bench
