#!/usr/bin/python3
"""Draws doc/fair-table.png from the table scripts/fair-table writes:
win rate against the number of waste piles, for the fair player (never sees
the stock: a lower bound of the real game's best) at its default 256 samples
and, where measured, at 4096, perfect play (sees it: the upper bound) and the
simple strategy, with 95 % Wilson intervals. The legend sits below the
panels, where it covers no line; the title names the deals.

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
SERIES = [("perfect", "perfect play (sees the stock)", "tab:green", "-"),
          ("strong", "fair player, 4096 samples a decision", "tab:purple", "--"),
          ("fair", "fair player, 256 samples (never sees the stock)", "tab:blue", "-"),
          ("simple", "simple strategy", "tab:gray", "-")]


def deal_text(counts):
    """'1..2,000 (W=4, Normal: 1..10,000)' from {setting label: deals}."""
    common = max(set(counts.values()), key=list(counts.values()).count)
    others = ", ".join(f"{k}: 1..{int(v):,}" for k, v in counts.items() if v != common)
    return f"deals 1..{int(common):,}" + (f" ({others})" if others else "")


def main(table, out):
    rows = {r["setting"]: r for r in csv.DictReader(open(table), delimiter="\t")}
    fig, axes = plt.subplots(1, 2, figsize=(11, 5.4), sharey=True)
    deals, strong_deals, labelled = {}, {}, set()
    for ax, (title, xlabel, settings) in zip(axes, PANELS):
        for key, label, colour, style in SERIES:
            pts = sorted((x, rows[s]) for s, x in settings.items()
                         if s in rows and rows[s].get(key, "") not in ("", "nan"))
            if not pts:
                continue
            xs = [x for x, _ in pts]
            ys = [float(r[key]) for _, r in pts]
            lo = [max(0.0, float(r[key]) - float(r[key + "_low"])) for _, r in pts]
            hi = [max(0.0, float(r[key + "_high"]) - float(r[key])) for _, r in pts]
            ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", capsize=3, color=colour, linestyle=style,
                        label=None if key in labelled else label)
            labelled.add(key)
        for s, x in settings.items():
            name = f"W={x}" if title == "Calculation" else f"Rechenkünstler {x} a player"
            if s in rows:
                deals[name] = rows[s]["deals"]
                if rows[s].get("strong_deals"):
                    strong_deals[name] = rows[s]["strong_deals"]
        ax.set_title(title)
        ax.set_xlabel(xlabel)
        ax.set_xticks(sorted(settings.values()))
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("deals won (%)")
    axes[0].set_ylim(-2, 102)
    fig.legend(loc="lower center", ncol=2, fontsize="small", frameon=False)
    subtitle = deal_text(deals)
    subtitle = subtitle[0].upper() + subtitle[1:]
    if strong_deals:
        subtitle += "\n4096 samples: " + deal_text(strong_deals)
    fig.suptitle("Win rates of numbered deals: the real game lies between the fair player and "
                 "perfect play\n" + subtitle, fontsize="medium")
    fig.tight_layout(rect=(0, 0.1, 1, 1))
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
