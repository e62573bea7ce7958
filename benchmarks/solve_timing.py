"""The Python side of the module's overhead figure: reckon.solve on one
deal, call by call; prints the median in microseconds (as
benchmarks/api_solve_timing does for the C++ call)."""
import statistics
import sys
import time

import reckon

calls = int(sys.argv[1]) if len(sys.argv) > 1 else 200
deal = int(sys.argv[2]) if len(sys.argv) > 2 else 1
micros = []
for _ in range(calls):
    start = time.perf_counter()
    r = reckon.solve(game="calculation", deal=deal)
    micros.append((time.perf_counter() - start) * 1e6)
    if r.verdict != "winnable":
        sys.exit(1)
print(f"{statistics.median_high(micros):.1f}")
