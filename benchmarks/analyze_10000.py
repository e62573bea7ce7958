"""doc/results.md's Python figure: reckon.analyze over Calculation deals
1..10,000 (4 waste piles, data/golden's budget: 200,000 nodes and 64 MiB a
deal), printed as `reckon analyze --json` prints its totals, for comparing
with the CLI's run of the same request.

    PYTHONPATH=build/release/python python3 benchmarks/analyze_10000.py [threads]
"""
import json
import resource
import sys
import time

import reckon

threads = int(sys.argv[1]) if len(sys.argv) > 1 else 1
start = time.monotonic()
r = reckon.analyze(game="calculation", deals="1-10000", threads=threads, max_nodes=200000, max_memory=64,
                   rows=False)
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({
    "deals": r.deals, "winnable": r.winnable, "unwinnable": r.unwinnable, "unknown": r.unknown,
    "win_percent": round(r.win_percent, 4), "ci_low": round(r.ci_low, 4), "ci_high": round(r.ci_high, 4),
    "nodes": r.nodes, "median_nodes": r.median_nodes, "max_nodes": r.max_nodes,
    "threads": r.threads, "wall_seconds": round(wall, 1), "user_seconds": round(usage.ru_utime, 1),
}))
