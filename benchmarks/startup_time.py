#!/usr/bin/env python3
"""Start-up cost of the command line: `reckon deal --game calculation --deal 1`.

Runs each given reckon program in turn (paired, alternating rounds, so that
the host's drift falls on all of them alike) and prints, per program, the
median and 90th percentile of the CPU time (user + system of the child) and
of the wall time, and how many shared libraries it loads (ldd).

usage: startup_time.py [--rounds N] PROGRAM [PROGRAM ...]
"""
import argparse
import os
import resource
import statistics
import subprocess
import time

COMMAND = ["deal", "--game", "calculation", "--deal", "1"]


def one_run(program):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([program, *COMMAND], stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu * 1000, wall * 1000


def libraries(program):
    out = subprocess.run(["ldd", program], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in out.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("programs", nargs="+")
    args = parser.parse_args()
    programs = [os.path.abspath(p) for p in args.programs]
    for program in programs:  # warm the page cache
        one_run(program)
    samples = {program: [] for program in programs}
    for _ in range(args.rounds):
        for program in programs:
            samples[program].append(one_run(program))
    print(f"{'program':60} {'cpu p50':>8} {'cpu p90':>8} {'wall p50':>9} {'wall p90':>9}  libs  TLS/compression")
    for program in programs:
        cpu = sorted(s[0] for s in samples[program])
        wall = sorted(s[1] for s in samples[program])
        p90 = int(0.9 * (len(cpu) - 1))
        libs = libraries(program)
        heavy = [lib for lib in libs if any(n in lib for n in ("libssl", "libcrypto", "libz.", "brotli"))]
        print(f"{program[-60:]:60} {statistics.median(cpu):7.2f}ms {cpu[p90]:7.2f}ms "
              f"{statistics.median(wall):8.2f}ms {wall[p90]:8.2f}ms  {len(libs):4}  {' '.join(heavy) or 'none'}")


if __name__ == "__main__":
    main()
