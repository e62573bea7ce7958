#!/usr/bin/python3
"""Draws doc/fair-table.png from the table scripts/fair-table writes:
win rate against the number of waste piles, for the fair player (never sees
the stock: a lower bound of the real game's best), perfect play (sees it: the
upper bound) and the simple strategy, with 95 % Wilson intervals.

    /usr/bin/python3 doc/fair-table.py fair-table/table.tsv doc/fair-table.png
"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

PANELS = [
    ("Calculation", "waste piles", {"calc-w2": 2, "calc-w3": 3, "calc-w4": 4, "calc-w5": 5}),
    ("Rechenkünstler", "waste piles per player", {"rechen-1-pile": 1, "rechen-hard": 2, "rechen-normal": 3,
                                                  "rechen-four": 4, "rechen-5-piles": 5, "rechen-6-piles": 6}),
]
SERIES = [("perfect", "perfect play (sees the stock)", "tab:green"),
          ("fair", "fair player (never sees it)", "tab:blue"),
          ("simple", "simple strategy", "tab:gray")]


def main(table, out):
    rows = {r["setting"]: r for r in csv.DictReader(open(table), delimiter="\t")}
    fig, axes = plt.subplots(1, 2, figsize=(10, 4), sharey=True)
    for ax, (title, xlabel, settings) in zip(axes, PANELS):
        for key, label, colour in SERIES:
            pts = sorted((x, rows[s]) for s, x in settings.items()
                         if s in rows and rows[s][key] not in ("", "nan"))
            if not pts:
                continue
            xs = [x for x, _ in pts]
            ys = [float(r[key]) for _, r in pts]
            lo = [max(0.0, float(r[key]) - float(r[key + "_low"])) for _, r in pts]
            hi = [max(0.0, float(r[key + "_high"]) - float(r[key])) for _, r in pts]
            ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", capsize=3, label=label, color=colour)
        deals = sorted({r["deals"] for s, r in rows.items() if s in settings})
        ax.set_title(f"{title} (deals 1..{'/'.join(deals)})")
        ax.set_xlabel(xlabel)
        ax.set_xticks(sorted(settings.values()))
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("deals won (%)")
    axes[0].set_ylim(-2, 102)
    axes[0].legend(loc="center right", fontsize="small")
    fig.suptitle("The real game lies between the fair player and perfect play")
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
