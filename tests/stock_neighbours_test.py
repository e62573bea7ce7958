#!/usr/bin/env python3
"""scripts/stock-neighbours against brute force on deal 1's stock: one move
lists every distinct rank order one card move away, once each; --distance 2
draws distinct orders of the same cards that are two moves away and not one,
the same for the same seed, and refuses --distance 2 without --sample."""
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "stock-neighbours"
BASES = "Ad 2d 3c 4d"
STOCK = ("7d 9c 8h 8d 5s Jd 6d 9s Jc 5d Kd Jh 5h 7h 4h 2c 6s Kc Kh Th Ts Js Td 8s Qc 4s 6c 7c As 5c Ah Ks 6h "
         "Qs Qh Qd 9d 3d 3s Ac 4c 2h 8c Tc 3h 2s 9h 7s").split()


def run(*args, status=0):
    p = subprocess.run([sys.executable, str(SCRIPT), f"{BASES} | {' '.join(STOCK)}", *args],
                       capture_output=True, text=True)
    assert p.returncode == status, (args, p.returncode, p.stderr)
    return [line.split("|")[1].split() for line in p.stdout.splitlines()]


def ranks(stock):
    return tuple(c[0] for c in stock)


def one_move(stock):
    out = set()
    for i in range(len(stock)):
        for j in range(len(stock)):
            if i != j:
                s = list(stock)
                s.insert(j, s.pop(i))
                out.add(ranks(s))
    return out


def main():
    near = one_move(STOCK)
    listed = run()
    assert len(listed) == len({ranks(s) for s in listed}) == len(near - {ranks(STOCK)}), len(listed)
    assert {ranks(s) for s in listed} == near - {ranks(STOCK)}
    drawn = run("--distance", "2", "--sample", "25", "--seed", "3")
    assert len(drawn) == 25 and len({ranks(s) for s in drawn}) == 25
    for s in drawn:
        assert sorted(s) == sorted(STOCK)
        assert ranks(s) not in near and ranks(s) != ranks(STOCK)
        assert one_move(s) & near, " ".join(s)  # one move more reaches a one-move neighbour
    assert run("--distance", "2", "--sample", "25", "--seed", "3") == drawn
    assert run("--distance", "2", "--sample", "25", "--seed", "4") != drawn
    run("--distance", "2", status=2)
    print("stock-neighbours: one move listed, two moves drawn: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
