// api_solve_timing: the C++ side of the Python module's overhead figure
// (doc/results.md, "Python module"). Times api::solve on one deal, call by call, and
// prints the median in microseconds; benchmarks/solve_timing.py does the same
// through reckon.solve, and scripts/python-overhead alternates the two.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "reckon/reckon.h"

int main(int argc, char** argv) {
  const int calls = argc > 1 ? std::atoi(argv[1]) : 200;
  reckon::api::SolveRequest req;
  req.deal.number = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  std::vector<double> micros;
  for (int i = 0; i < calls; ++i) {
    const auto start = std::chrono::steady_clock::now();
    const reckon::api::SolveResult r = reckon::api::solve(req);
    micros.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
            .count());
    if (r.verdict != reckon::api::Verdict::kWinnable) return 1;
  }
  std::nth_element(micros.begin(), micros.begin() + calls / 2, micros.end());
  std::printf("%.1f\n", micros[static_cast<std::size_t>(calls / 2)]);
}
