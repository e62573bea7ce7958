"""Calculation's win rate against the number of waste piles, for perfect play
and for the fair player (who never sees the stock), and how the deals of four
waste piles spread over the difficulty tiers, with the Python module `reckon`;
a plain-Python table, and a figure drawn with matplotlib.

    python3 examples/win_rates.py [--deals 1-100] [--out win-rates.png]

Difficulty is measured with players, as reckon's tiers are: the share of its
runs the fair player wins, among other figures (curate's calibration). The
figure goes to --out, by default win-rates.png in the current folder
(doc/python-win-rates.png, the documentation's copy, was drawn with
--deals 1-500 --out doc/python-win-rates.png).
"""
import argparse

import reckon

Rate = tuple[float, float, float]  # (win %, 95 % interval low, high)


def rate(run: reckon.AnalyzeRun) -> Rate:
    s = run.summary
    return (s.win_percent, s.ci_low, s.ci_high)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--deals", default="1-100", help="deal numbers, e.g. 1-100 (default)")
    parser.add_argument("--out", default="win-rates.png", help="the figure's file (default: win-rates.png here)")
    args = parser.parse_args()
    deals: str = args.deals
    out: str = args.out
    max_nodes = 200000  # data/golden's budget: unknown beyond it

    wastes = list(range(1, 9))
    perfect: list[Rate] = []
    fair: list[Rate] = []
    unknown: list[int] = []
    for waste in wastes:
        run = reckon.analyze(game="calculation", waste=waste, deals=deals, max_nodes=max_nodes, max_memory=64,
                             rows=False)
        perfect.append(rate(run))
        unknown.append(run.summary.unknown)
        fair.append(rate(reckon.analyze(game="calculation", waste=waste, deals=deals, strategy="fair", rows=False)))

    print(f"Calculation, deals {deals}: winnable with perfect play (max {max_nodes} nodes a deal), won by the fair player")
    print("waste  perfect %  95 % interval     unknown   fair %  95 % interval")
    for waste, (p, pl, ph), u, (f, fl, fh) in zip(wastes, perfect, unknown, fair):
        print(f"{waste:5}  {p:9.2f}  {pl:6.2f} - {ph:6.2f}  {u:7}   {f:6.2f}  {fl:6.2f} - {fh:6.2f}")

    calibration = reckon.curate(game="calculation", deals=deals, calibrate=True).calibration
    print(f"\nTiers of deals {deals}, 4 waste piles (curate's calibration)")
    print("tier     deals  share %  fair player's wins %")
    for t in calibration:
        print(f"{t.tier:7} {t.deals:6}  {100 * t.share:7.1f}  {100 * t.means.get('fair chance', 0.0):8.1f}")

    # matplotlib only for the figure (Debian: python3-matplotlib); it has no type stubs.
    import matplotlib  # type: ignore[import]

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # type: ignore[import]

    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for label, rates, marker in (("perfect play", perfect, "o"), ("fair player (stock unseen)", fair, "s")):
        left.errorbar(wastes, [r[0] for r in rates],
                      yerr=[[max(0.0, r[0] - r[1]) for r in rates], [max(0.0, r[2] - r[0]) for r in rates]],
                      marker=marker, capsize=3, label=label)
    left.set_xlabel("waste piles")
    left.set_ylabel("deals won, % (95 % Wilson interval)")
    left.set_title(f"Calculation: win rate, deals {deals}")
    left.set_ylim(0, 100)
    left.grid(alpha=0.3)
    left.legend(loc="lower right")
    names = [t.tier for t in calibration]
    bars = right.bar(names, [100 * t.share for t in calibration], color="tab:orange")
    for bar, t in zip(bars, calibration):
        right.annotate(f"fair wins {100 * t.means.get('fair chance', 0.0):.0f} %",
                       (bar.get_x() + bar.get_width() / 2, bar.get_height()), ha="center", va="bottom", fontsize=8)
    right.set_ylabel("deals, %")
    right.set_title("Difficulty tiers, 4 waste piles (players' wins)")
    right.grid(alpha=0.3, axis="y")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print("wrote", out)


if __name__ == "__main__":
    main()
