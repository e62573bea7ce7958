#!/usr/bin/env python3
"""How long a hint takes through the plugin, on Calculation positions.

  integrations/pysolfc/latency.py [--deals 10] [--program]

PySolFC's own Calculation game deals PySolFC numbers 32000, 32001, ...
(headless), plays each along its winning line, and stops at moves 0, 10,
20, ..., 70 of the line (while cards remain face down); at each position
it times, through the plugin (reading PySolFC's stacks included):
  perfect  the next move of a winning line (lines.next_move: reckon hint --best),
  fair     the Hint button's moves (player_hint.next_moves: reckon hint --fair),
  line     the solver dialog's whole line from there (ReckonSolver_Hint.computeHints).
It prints the count, median, 99th percentile and worst of each, in ms.
"""

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from reckon_pysolfc import pysolfc_path  # noqa: E402

STEPS = range(0, 80, 10)


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--program", action="store_true", help="the reckon program, not the module")
    arguments = parser.parse_args()
    pysolfc_path.add_pysolfc_to_path()
    from reckon_pysolfc import find_backend, headless, lines
    from reckon_pysolfc.games import coverage_of
    from reckon_pysolfc.player_hint import next_moves
    from reckon_pysolfc.solver_hint import ReckonSolver_Hint

    prefer = "program" if arguments.program else "module"
    backend = find_backend(prefer)
    times = {"perfect": [], "fair": [], "line": []}
    for number in range(32000, 32000 + arguments.deals):
        start = headless.new_game(256, number)
        solver = ReckonSolver_Hint(start, None, backend=prefer)
        solver.computeHints()
        line = solver.hints[:-1]
        for step in STEPS:
            game = headless.new_game(256, number)
            for ncards, source, target in line[:step]:  # the same stacks of this game
                headless.play_move(game, ncards, game.allstacks[source.id],
                                   game.allstacks[target.id])
            if not game.s.talon.cards or not game.s.waste.cards:
                continue
            coverage = coverage_of(game)
            began = time.perf_counter()
            lines.next_move(coverage, game, backend, 30)
            times["perfect"].append(time.perf_counter() - began)
            began = time.perf_counter()
            next_moves(game, backend, 30)
            times["fair"].append(time.perf_counter() - began)
            began = time.perf_counter()
            ReckonSolver_Hint(game, None, backend=prefer).computeHints()
            times["line"].append(time.perf_counter() - began)
    print("Calculation positions through the plugin (%s backend):" % backend.name)
    for kind, values in times.items():
        ms = [1000 * v for v in values]
        print("  %-8s %3d positions: median %8.2f ms, p99 %8.2f ms, worst %8.2f ms"
              % (kind, len(ms), statistics.median(ms), percentile(ms, 0.99), max(ms)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
