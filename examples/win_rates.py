"""Calculation's win rate against the number of waste piles, and the spread
of deal difficulty (search nodes per deal), with the Python module `reckon`;
a plain-Python table, and a figure drawn with matplotlib.

    python3 examples/win_rates.py [--deals 1-60] [--out win-rates.png]

The figure goes to --out, by default win-rates.png in the current folder
(doc/python-win-rates.png, the documentation's copy, was drawn with
--out doc/python-win-rates.png).
"""
import argparse

import reckon


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--deals", default="1-60", help="deal numbers, e.g. 1-60 (default)")
    parser.add_argument("--out", default="win-rates.png", help="the figure's file (default: win-rates.png here)")
    args = parser.parse_args()
    deals: str = args.deals
    out: str = args.out
    max_nodes = 200000  # data/golden's budget: unknown beyond it

    table: list[tuple[int, float, float, float, int]] = []  # (waste piles, win %, CI low %, CI high %, unknown)
    nodes_w4: list[int] = []
    for waste in range(1, 9):
        run = reckon.analyze(game="calculation", waste=waste, deals=deals, max_nodes=max_nodes, max_memory=64)
        if waste == 4:
            nodes_w4 = [row.nodes for row in run]  # each deal's row as it is decided
        r = run.summary
        table.append((waste, r.win_percent, r.ci_low, r.ci_high, r.unknown))

    print(f"Calculation, deals {deals}, perfect play (max {max_nodes} nodes a deal)")
    print("waste  win %   95 % interval      unknown")
    for waste, pct, low, high, unknown in table:
        print(f"{waste:5}  {pct:6.2f}  {low:6.2f} - {high:6.2f}  {unknown:7}")

    # matplotlib only for the figure (Debian: python3-matplotlib); it has no type stubs.
    import matplotlib  # type: ignore[import]

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # type: ignore[import]

    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    xs = [t[0] for t in table]
    left.errorbar(xs, [t[1] for t in table],
                  yerr=[[max(0.0, t[1] - t[2]) for t in table], [max(0.0, t[3] - t[1]) for t in table]],
                  marker="o", capsize=3)
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


if __name__ == "__main__":
    main()
