"""Calculation's win rate against the number of waste piles, and the spread
of deal difficulty (search nodes per deal), with the Python module `reckon`;
a plain-Python table, and a figure drawn with matplotlib (doc/python-win-rates.png).

    PYTHONPATH=build/release/python python3 examples/win_rates.py [deals] [out.png]
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

import reckon

deals = sys.argv[1] if len(sys.argv) > 1 else "1-60"
out = sys.argv[2] if len(sys.argv) > 2 else "doc/python-win-rates.png"
budget = dict(max_nodes=200000, max_memory=64)  # data/golden's budget: unknown beyond it

table = []  # (waste piles, win %, CI low %, CI high %, unknown)
nodes_w4 = []
for waste in range(1, 9):
    r = reckon.analyze(game="calculation", waste=waste, deals=deals, **budget)
    table.append((waste, r.win_percent, r.ci_low, r.ci_high, r.unknown))
    if waste == 4:
        nodes_w4 = [row.nodes for row in r.rows]

print(f"Calculation, deals {deals}, perfect play (max {budget['max_nodes']} nodes a deal)")
print("waste  win %   95 % interval      unknown")
for waste, pct, low, high, unknown in table:
    print(f"{waste:5}  {pct:6.2f}  {low:6.2f} - {high:6.2f}  {unknown:7}")

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
xs = [t[0] for t in table]
left.errorbar(xs, [t[1] for t in table],
              yerr=[[max(0.0, t[1] - t[2]) for t in table], [max(0.0, t[3] - t[1]) for t in table]], marker="o", capsize=3)
left.set_xlabel("waste piles")
left.set_ylabel("winnable deals, % (95 % Wilson interval)")
left.set_title(f"Calculation: win rate, deals {deals}")
left.set_ylim(0, 100)
left.grid(alpha=0.3)
right.hist([n + 1 for n in nodes_w4], bins=[2**k for k in range(0, 19)], color="tab:orange")
right.set_xscale("log", base=2)
right.set_xlabel("search nodes + 1 (log scale)")
right.set_ylabel("deals")
right.set_title("Difficulty of the deals, 4 waste piles")
fig.tight_layout()
fig.savefig(out, dpi=110)
print("wrote", out)
