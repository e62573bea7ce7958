"""The result classes: a readable repr for each, to_dict() against the CLI's
--json, analyze's rows streamed with progress, and curate(daily=...)."""
import inspect
import json
import os
import subprocess
import tempfile
import threading
import time
from typing import Any

import pytest

import reckon

BINARY = os.environ.get("RECKON_BINARY", "reckon")


def cli_json(*args: str) -> Any:
    p = subprocess.run([BINARY, *args, "--json"], capture_output=True, text=True, timeout=300)
    assert p.returncode in (0, 1, 2, 3), p.stderr  # verify's illegal line exits 2, JSON and all
    assert p.stdout, p.stderr
    return json.loads(p.stdout)


def same(api: Any, cli: Any, where: str = "") -> None:
    """Every member of api's dict is the CLI's, equal (floats to the CLI's rounding, deal numbers as ints)."""
    if isinstance(api, dict):
        assert isinstance(cli, dict), where
        for k, v in api.items():
            assert k in cli, f"{where}.{k} is not in the CLI's JSON"
            if k in ("seconds", "micros", "cpu_seconds", "median_micros", "max_micros", "threads"):
                continue  # measured, never the same twice
            same(v, cli[k], f"{where}.{k}")
    elif isinstance(api, list):
        assert isinstance(cli, list) and len(api) == len(cli), where
        for i, (a, c) in enumerate(zip(api, cli)):
            same(a, c, f"{where}[{i}]")
    elif isinstance(api, float) and not isinstance(cli, bool):
        # the CLI rounds: 4 decimals, percentiles and mean nodes 1
        assert api == pytest.approx(cli, abs=0.05 if ".score_percentiles." in where or where.endswith(".mean_nodes") else 1e-4, rel=1e-3), where
    elif isinstance(api, int) and not isinstance(api, bool) and isinstance(cli, str):
        assert str(api) == cli, where  # deal numbers: ints here, strings in the CLI's JSON
    else:
        assert api == cli, where


def test_solve_to_dict_equals_the_cli() -> None:
    cases: list[tuple[tuple[str, ...], dict[str, Any]]] = [(("--game", "calculation", "--deal", "17"), dict(game="calculation", deal=17)),
                         (("--game", "calculation", "--deal", "17", "--max-nodes", "10"),
                          dict(game="calculation", deal=17, max_nodes=10)),
                         (("--game", "calculation", "--waste", "2", "--deal", "1", "--certify"),
                          dict(game="calculation", waste=2, deal=1, certify=True)),
                         (("--game", "fourteen", "--deal", "5"), dict(game="fourteen", deal=5))]
    for args, kwargs in cases:
        api = reckon.solve(**kwargs).to_dict()
        cli = cli_json("solve", *args)
        same(api, cli, " ".join(args))
        assert {"verdict", "nodes", "notation", "stats"} <= set(api)
    assert "certificate" in reckon.solve(game="calculation", waste=2, deal=1, certify=True).to_dict()


def test_verify_to_dict_equals_the_cli() -> None:
    line = reckon.solve(deal=17).moves
    for moves in (" ".join(line), "s-w1 s-w2", "w1-f1"):
        same(reckon.verify(deal=17, moves=moves).to_dict(), cli_json("verify", "--game", "calculation", "--deal", "17", "--moves", moves), moves)


def test_analyze_to_dict_equals_the_cli() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        rows_file = os.path.join(tmp, "rows.jsonl")
        cli = cli_json("analyze", "--game", "fourteen", "--deals", "1-50", "--out", rows_file, "--quiet")
        with open(rows_file, encoding="utf-8") as f:
            cli_rows = [json.loads(line) for line in f]
    run = reckon.analyze(game="fourteen", deals="1-50")
    same(run.to_dict(), cli, "summary")
    same(run.summary.to_dict(), cli, "summary")
    assert [r.to_dict() for r in run.rows] and len(run.rows) == len(cli_rows)
    for r, c in zip(run.rows, cli_rows):
        same(r.to_dict(), c, f"row {r.deal}")


def test_play_and_hint_to_dict_equal_the_cli() -> None:
    same(reckon.play(deal=2, samples=32, seed=5).to_dict(),
         cli_json("play", "--game", "calculation", "--deal", "2", "--samples", "32", "--seed", "5"), "play")
    hints: list[tuple[tuple[str, ...], dict[str, Any]]] = [
        ((), {}), (("--best",), dict(best=True)), (("--fair", "--samples", "8"), dict(fair=True, samples=8))]
    for extra, kwargs in hints:
        api = reckon.hint(deal=17, moves="s-w1 s-w1", **kwargs).to_dict()
        same(api, cli_json("hint", "--game", "calculation", "--deal", "17", "--moves", "s-w1 s-w1", *extra), "hint " + " ".join(extra))
    same(reckon.hint(game="fourteen", deal=5, moves="9+10").to_dict(),
         cli_json("hint", "--game", "fourteen", "--deal", "5", "--moves", "9+10"), "fourteen hint")


def test_curate_to_dict_equals_the_cli() -> None:
    lists: list[tuple[tuple[str, ...], dict[str, Any]]] = [
        (("--hardest", "3"), dict(hardest=3)), (("--unwinnable",), dict(unwinnable=True)),
        (("--calibrate",), dict(calibrate=True))]
    for args, kwargs in lists:
        api = reckon.curate(game="fourteen", deals="1-100", **kwargs).to_dict()
        cli = cli_json("curate", "--game", "fourteen", "--deals", "1-100", *args, "--quiet")
        # not_scored is there whatever the list; the CLI shows it for scored lists only
        if "not_scored" not in cli:
            api.pop("not_scored", None)
        same(api, cli, " ".join(args))
    # The Calculation family's variant: the same object as solve's and the CLI's, in each game's shape.
    variants: list[tuple[tuple[str, ...], dict[str, Any], dict[str, Any]]] = [
        (("--game", "calculation", "--waste", "3", "--no-preplaced"), dict(game="calculation", waste=3, preplaced=False),
         {"waste": 3, "preplaced": False}),
        (("--game", "rechen", "--level", "expert"), dict(game="rechen", level="expert"),
         {"waste_per_player": 3, "expert": True, "preplaced": True})]
    for args, kwargs, variant in variants:
        result = reckon.curate(deals="1-3", unwinnable=True, max_nodes=20000, **kwargs)
        cli = cli_json("curate", *args, "--deals", "1-3", "--unwinnable", "--max-nodes", "20000", "--quiet")
        assert result.variant == variant == cli["variant"], (result.variant, cli["variant"])
        solved = cli_json("solve", *args, "--deal", "1", "--max-nodes", "20000")
        assert solved["variant"] == variant
        api = result.to_dict()
        if "not_scored" not in cli:
            api.pop("not_scored", None)
        same(api, cli, " ".join(args))


def test_daily_equals_the_cli() -> None:
    api = reckon.curate(game="calculation", daily="2024-05-01", days=3, tier="hard")
    cli = cli_json("curate", "--game", "calculation", "--daily", "2024-05-01", "--days", "3", "--tier", "hard")
    same(api.to_dict(), cli, "daily")
    assert [d.deal for d in api.days] == [int(d["deal"]) for d in cli["days"]]
    assert all(isinstance(d.deal, int) for d in api.days)
    rechen = reckon.curate(game="rechen", level="hard", daily="2030-01-01", tier="easy")
    same(rechen.to_dict(), cli_json("curate", "--game", "rechen", "--level", "hard", "--daily", "2030-01-01",
                                    "--tier", "easy"), "rechen daily")


def test_every_class_has_a_readable_repr() -> None:
    """Walks every class the module exports: an instance of each, none shown as <... object at 0x...>."""
    run = reckon.analyze(game="fourteen", deals="1-20")
    summary = run.summary
    curated = reckon.curate(game="fourteen", deals="1-100", hardest=2)
    calibrated = reckon.curate(game="fourteen", deals="1-100", calibrate=True)
    daily = reckon.curate(game="calculation", daily="2024-05-01", tier="hard")
    hint = reckon.hint(deal=17, moves="s-w1 s-w1", fair=True, samples=8)
    solved = reckon.solve(game="calculation", waste=2, deal=1, certify=True)
    constructed = reckon.construct(deal=5, evaluations=1, max_nodes=2000)
    assert hint.fair is not None and solved.certificate is not None
    instances: list[Any] = [
        reckon.deal(deal=1), solved, solved.certificate, reckon.verify(deal=1, moves="s-w1"),
        run, summary, summary.rows[0], reckon.play(deal=1, samples=8), curated, curated.deals[0],
        calibrated.calibration[0], daily, daily.days[0], hint, hint.next_moves[0], hint.fair,
        hint.fair.choices[0], constructed, constructed.best[0], reckon.Game.FOURTEEN, reckon.Verdict.WINNABLE, reckon.StopReason.NODES,
        reckon.Outcome.WON, reckon.VerifyStatus.ILLEGAL, reckon.Tier.HARD, reckon.InputError("x"),
    ]
    exported = {c for _, c in inspect.getmembers(reckon, inspect.isclass)}
    assert {type(i) for i in instances} == exported
    for i in instances:
        text = repr(i)
        assert "object at 0x" not in text and text, type(i).__name__
    assert repr(reckon.solve(deal=17)).startswith("<reckon.SolveResult winnable, ")
    assert repr(summary.rows[0]) == f"<reckon.AnalyzeRow 1 {summary.rows[0].outcome}, {summary.rows[0].nodes} nodes>"


def test_version() -> None:
    assert reckon.__version__.count(".") == 2
    p = subprocess.run([BINARY, "--version"], capture_output=True, text=True, timeout=60)
    assert reckon.__version__ in p.stdout


def test_analyze_streams_rows_in_deal_order_with_the_summary_at_the_end() -> None:
    calls: list[tuple[int, int, int]] = []
    run = reckon.analyze(game="fourteen", deals="1-3000", threads=2,
                         progress=lambda done, total: calls.append((done, total, threading.get_ident())))
    rows = [row.deal for row in run]
    assert rows == list(range(1, 3001))
    summary = run.summary
    assert summary.deals == 3000 and summary.winnable + summary.unwinnable + summary.unknown == 3000
    assert run.rows == []  # the iteration took them
    assert calls and calls[-1][:2] == (3000, 3000)
    assert all(total == 3000 and 0 <= done <= 3000 for done, total, _ in calls)
    assert [d for d, _, _ in calls] == sorted(d for d, _, _ in calls)
    assert {t for _, _, t in calls} == {threading.get_ident()}  # called on this thread only
    with pytest.raises(StopIteration):
        next(run)


def test_analyze_waits_for_a_slow_reader() -> None:
    """The rows queue is bounded: a run nobody reads stalls instead of holding every row."""
    run = reckon.analyze(game="fourteen", deals="1-5000000", threads=2, rows=False)
    time.sleep(3)
    first = run.done
    time.sleep(1)
    assert run.done == first < run.total == 5000000
    # Taking rows lets it go on.
    for _, row in zip(range(200000), run):
        pass
    time.sleep(1)
    assert run.done > first
    del run  # stopped and joined


def test_curate_progress_is_called_on_the_calling_thread() -> None:
    calls: list[tuple[int, int, int]] = []
    reckon.curate(game="fourteen", deals="1-200", unwinnable=True,
                  progress=lambda done, total: calls.append((done, total, threading.get_ident())))
    assert calls[-1][:2] == (200, 200)
    assert {t for _, _, t in calls} == {threading.get_ident()}


def test_a_failing_progress_callback_stops_the_run() -> None:
    def fail(done: int, total: int) -> None:
        raise RuntimeError("enough")

    with pytest.raises(RuntimeError, match="enough"):
        reckon.analyze(game="fourteen", deals="1-100000", progress=fail).summary
