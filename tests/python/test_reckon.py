"""The Python module against the project's golden data and the CLI.

Run by ctest (tests/CMakeLists.txt), which puts the module on PYTHONPATH and
names the CLI (RECKON_BINARY) and the data folder (RECKON_DATA_DIR)."""
import json
import os
import subprocess
from typing import Any

import pytest

import reckon

DATA = os.environ.get("RECKON_DATA_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "data"))
BINARY = os.environ.get("RECKON_BINARY", "reckon")


def golden_calculation() -> list[tuple[int, int, str, int]]:
    """(waste, deal, verdict, nodes) of data/golden/calculation.txt."""
    rows = []
    with open(os.path.join(DATA, "golden", "calculation.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            game, options, deal, verdict, nodes = [p.strip() for p in line.split("|")]
            if game != "calculation" or not options.startswith("--waste "):
                continue
            rows.append((int(options.split()[1]), int(deal), verdict, int(nodes)))
    return rows


GOLDEN = golden_calculation()


def test_golden_has_both_verdicts() -> None:
    verdicts = {v for _, _, v, _ in GOLDEN}
    assert {"winnable", "unwinnable"} <= verdicts


@pytest.mark.parametrize("waste,deal,verdict,nodes", GOLDEN[::4], ids=lambda x: str(x))
def test_solve_matches_golden(waste: int, deal: int, verdict: str, nodes: int) -> None:
    r = reckon.solve(game="calculation", deal=deal, waste=waste, max_nodes=200000, max_memory=64)
    assert r.verdict == verdict
    assert r.nodes == nodes
    assert r.verdict_code == {"winnable": reckon.Verdict.WINNABLE, "unwinnable": reckon.Verdict.UNWINNABLE}[verdict]
    if verdict == "winnable":
        assert r.moves and reckon.verify(game="calculation", deal=deal, waste=waste, moves=r.moves).wins


def test_fourteen_unwinnable_deal() -> None:
    with open(os.path.join(DATA, "golden", "fourteen_unwinnable.txt"), encoding="utf-8") as f:
        lost = [int(line) for line in f if line.strip() and not line.startswith("#")]
    r = reckon.solve(game="fourteen", deal=lost[0], certify=True)
    assert r.verdict == "unwinnable"
    assert r.certificate is not None
    assert r.certificate.checked and r.certificate.format == "closure" and r.certificate.positions > 0
    won = next(d for d in range(1, 100) if d not in lost)
    r = reckon.solve(game="fourteen", deal=won)
    assert r.verdict == "winnable"
    assert reckon.verify(game="fourteen", deal=won, moves=" ".join(r.moves)).wins


def test_verify_winning_and_bad_lines() -> None:
    line = reckon.solve(game="calculation", deal=1).moves
    assert reckon.verify(game="calculation", deal=1, moves=line).status == reckon.VerifyStatus.WINS
    short = reckon.verify(game="calculation", deal=1, moves=line[:-1])
    assert short.status == reckon.VerifyStatus.DOES_NOT_WIN and not short.wins
    # The first move played twice: the second time the stock's top is another card or the move is illegal.
    bad = reckon.verify(game="calculation", deal=1, moves=[line[0], "w1-f1"] + line[1:])
    assert bad.status == reckon.VerifyStatus.ILLEGAL
    assert bad.illegal_move == 2 and bad.why


def cli_error(*args: str) -> str:
    p = subprocess.run([BINARY, *args], capture_output=True, text=True)
    assert p.returncode == 2
    assert p.stderr.startswith("reckon: ")
    return p.stderr[len("reckon: "):].strip()


def test_bad_input_raises_the_cli_message_in_keywords() -> None:
    """The CLI's message, its flags said as keywords (test_errors.py checks the table)."""
    assert issubclass(reckon.InputError, ValueError)
    with pytest.raises(reckon.InputError) as e:
        reckon.solve(game="calculation", deal=1, waste=9)
    cli = cli_error("solve", "--game", "calculation", "--deal", "1", "--waste", "9")
    assert cli.startswith("--waste 9: ")
    assert str(e.value) == "waste=9: " + cli[len("--waste 9: "):]
    with pytest.raises(ValueError) as v:
        reckon.solve(game="calculation", cards="Ah Ah")
    assert str(v.value) == "cards: " + cli_error("solve", "--game", "calculation", "--cards", "Ah Ah")
    with pytest.raises(reckon.InputError) as e:
        reckon.analyze(game="calculation", deals="1-10,5-15")
    assert str(e.value) == reckon._python_message(cli_error("analyze", "--game", "calculation", "--deals", "1-10,5-15"))
    with pytest.raises(reckon.InputError, match="^game=klondike: "):
        reckon.solve(game="klondike", deal=1)


def test_deal_round_trips_through_cards() -> None:
    d = reckon.deal(game="calculation", deal=17)
    assert len(d.bases) == 4 and len(d.stock) == 48
    again = reckon.deal(game="calculation", cards=d.cards)
    assert again.stock == d.stock
    f = reckon.deal(game="fourteen", deal=5)
    assert sum(len(c) for c in f.columns) == 52


def cli_analyze(*args: str) -> Any:
    p = subprocess.run([BINARY, "analyze", *args, "--json", "--quiet"], capture_output=True, text=True, check=True)
    return json.loads(p.stdout)


TOTALS = ("deals", "winnable", "unwinnable", "unknown", "nodes", "median_nodes", "max_nodes")


def test_analyze_totals_equal_the_cli() -> None:
    api = reckon.analyze(game="calculation", deals="1-300", threads=2, max_nodes=200000, max_memory=64)
    cli = cli_analyze("--game", "calculation", "--deals", "1-300", "--threads", "2",
                      "--max-nodes", "200000", "--max-memory", "64")
    for k in TOTALS:
        assert getattr(api, k) == cli[k], k
    assert round(api.win_percent, 4) == cli["win_percent"]
    assert (round(api.ci_low, 4), round(api.ci_high, 4)) == (cli["ci_low"], cli["ci_high"])
    assert api.title == cli["title"] and api.deal_list == cli["deal_list"]
    assert [r.deal for r in api.rows] == list(range(1, 301))
    assert sum(r.outcome == "winnable" for r in api.rows) == api.winnable


def test_analyze_player_and_fourteen_equal_the_cli() -> None:
    api = reckon.analyze(game="fourteen", deals="1-200", strategy="deepest", threads=1)
    cli = cli_analyze("--game", "fourteen", "--deals", "1-200", "--strategy", "deepest", "--threads", "1")
    assert (api.winnable, api.unwinnable, api.strategy) == (cli["winnable"], cli["unwinnable"], cli["strategy"])
    assert {r.outcome for r in api.rows} <= {"won", "lost"}
    listed = reckon.analyze(game="calculation", deals=["3", "pysol:5"], strategy="simple", rows=False)
    assert listed.deals == 2 and listed.rows == []
    # Deal numbers come back as ints, other deals as their strings.
    mixed = reckon.analyze(game="calculation", deals=[3, "pysol:5", 2**64 - 1], strategy="simple")
    assert [r.deal for r in mixed.rows] == [3, "pysol:5", 2**64 - 1]


def test_analyze_stops_on_keyboard_interrupt() -> None:
    """A SIGINT while analyze's summary is awaited raises KeyboardInterrupt promptly (the stop flag)."""
    import signal
    import threading
    import time

    threading.Timer(0.3, lambda: signal.raise_signal(signal.SIGINT)).start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        reckon.analyze(game="calculation", deals="1-100000000", threads=1).summary
    assert time.monotonic() - start < 10


def test_solve_stops_on_keyboard_interrupt() -> None:
    import signal
    import threading
    import time

    threading.Timer(0.3, lambda: signal.raise_signal(signal.SIGINT)).start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):  # a loss that takes minutes to prove without rule sat
        reckon.solve(game="calculation", waste=2, deal=1, rules_off=["sat"], max_seconds=60)
    assert time.monotonic() - start < 10


def cli_json(*args: str) -> Any:
    p = subprocess.run([BINARY, *args, "--json"], capture_output=True, text=True)
    assert p.returncode in (0, 1, 3), p.stderr
    return json.loads(p.stdout)


def test_curate_lists_equal_the_cli() -> None:
    api = reckon.curate(game="fourteen", deals="1-300", hardest=10)
    cli = cli_json("curate", "--game", "fourteen", "--deals", "1-300", "--hardest", "10", "--quiet")
    assert api.list == cli["list"] and api.setting == cli["setting"]
    assert api.variant is None and "variant" not in cli  # Fourteen Out has one layout
    assert api.unwinnable == cli["unwinnable_in_range"] and api.unknown == cli["unknown_in_range"]
    assert [d.deal for d in api.deals] == [int(d["deal"]) for d in cli["deals"]]
    assert [d.reason for d in api.deals] == [d["reason"] for d in cli["deals"]]
    assert [d.score for d in api.deals] == [d["score"] for d in cli["deals"]]
    assert all(d.verdict == "winnable" and d.tier == c["tier"] for d, c in zip(api.deals, cli["deals"]))
    api = reckon.curate(game="fourteen", deals="1-300", tier="expert", count=5)
    cli = cli_json("curate", "--game", "fourteen", "--deals", "1-300", "--tier", "expert", "--count", "5", "--quiet")
    assert [d.deal for d in api.deals] == [int(d["deal"]) for d in cli["deals"]]
    assert all(d.tier == "expert" for d in api.deals)


def test_curate_candidates_equal_the_cli() -> None:
    api = reckon.curate(game="calculation", deals="1-6", hardest=1, candidates=2, max_nodes=200000)
    cli = cli_json("curate", "--game", "calculation", "--deals", "1-6", "--hardest", "1", "--candidates", "2",
                   "--max-nodes", "200000", "--quiet")
    assert [d.deal for d in api.deals] == [int(d["deal"]) for d in cli["deals"]]
    assert [d.score for d in api.deals] == [d["score"] for d in cli["deals"]]
    with pytest.raises(ValueError):
        reckon.curate(game="calculation", deals="1-6", hardest=2, candidates=1)
    with pytest.raises(ValueError):
        reckon.curate(game="fourteen", deals="1-6", hardest=1, candidates=2)


def test_curate_unwinnable_agrees_with_solve() -> None:
    api = reckon.curate(game="fourteen", deals="1-100", unwinnable=True)
    lost = [d for d in range(1, 101) if reckon.solve(game="fourteen", deal=d).verdict == "unwinnable"]
    assert [d.deal for d in api.deals] == lost
    assert all(d.verdict_code == reckon.Verdict.UNWINNABLE for d in api.deals)


def test_curate_winnable_is_the_rest_and_counts_certified_losses() -> None:
    api = reckon.curate(game="fourteen", deals="1-100", winnable=True)
    lost = reckon.curate(game="fourteen", deals="1-100", unwinnable=True)
    assert sorted(d.deal for d in api.deals + lost.deals) == list(range(1, 101))
    assert api.certified is None and api.unwinnable == len(lost.deals)
    w2 = reckon.curate(game="calculation", waste=2, deals="1-6", winnable=True, certify=True, max_nodes=1000000)
    assert w2.certified == w2.unwinnable > 0 and len(w2.deals) + w2.unwinnable == 6


def test_curate_calibration_equals_the_cli() -> None:
    api = reckon.curate(game="fourteen", deals="1-100", calibrate=True)
    cli = cli_json("curate", "--game", "fourteen", "--deals", "1-100", "--calibrate", "--quiet")
    assert (api.winnable, api.unwinnable, api.unknown) == (cli["winnable"], cli["unwinnable"], cli["unknown"])
    for t, c in zip(api.calibration, cli["tiers"]):
        assert t.tier == c["tier"] and t.deals == c["deals"]
        assert round(t.share, 4) == c["share"]


def test_curate_bad_input_raises_the_cli_message() -> None:
    cases: list[tuple[dict[str, Any], tuple[str, ...]]] = [
        (dict(deals="1-3", tier="brutal"), ("--deals", "1-3", "--tier", "brutal")),
        (dict(deals="3-1", unwinnable=True), ("--deals", "3-1", "--unwinnable")),
    ]
    for kwargs, args in cases:
        with pytest.raises(ValueError) as e:
            reckon.curate(game="fourteen", **kwargs)
        assert str(e.value) == reckon._python_message(cli_error("curate", "--game", "fourteen", *args, "--quiet")), args
        assert "--" not in str(e.value)
    with pytest.raises(ValueError, match="^give the deals to curate from with deals=\"A-B\"$"):
        reckon.curate(game="fourteen", unwinnable=True)
    with pytest.raises(ValueError, match="^give exactly one of unwinnable=True, "):
        reckon.curate(game="fourteen", deals="1-3")


def test_hint_equals_the_cli() -> None:
    api = reckon.hint(game="calculation", deal=17, moves="s-w1 s-w1")
    cli = cli_json("hint", "--game", "calculation", "--deal", "17", "--moves", "s-w1 s-w1")
    assert (api.verdict, api.nodes, api.position) == (cli["verdict"], cli["nodes"], cli["position"])
    assert api.finishes_by_itself == cli["finishes_by_itself"]
    assert [(m.move, m.verdict) for m in api.next_moves] == [(m["move"], m["verdict"]) for m in cli["next_moves"]]
    api = reckon.hint(game="fourteen", deal=5, moves="9+10")
    cli = cli_json("hint", "--game", "fourteen", "--deal", "5", "--moves", "9+10")
    assert (api.verdict, api.nodes, api.position) == (cli["verdict"], cli["nodes"], cli["position"])
    assert [(m.move, m.verdict) for m in api.next_moves] == [(m["move"], m["verdict"]) for m in cli["next_moves"]]
    # Each next pair's verdict is the verdict of the position it leads to.
    for m in api.next_moves:
        assert reckon.hint(game="fourteen", deal=5, moves="9+10 " + m.move).verdict == m.verdict


def test_hint_best_equals_the_cli() -> None:
    for game, args in [("calculation", ("--moves", "s-w1 s-w1")), ("fourteen", ("--moves", "9+10"))]:
        api = reckon.hint(game=game, deal=17 if game == "calculation" else 5, moves=args[1], best=True)
        cli = cli_json("hint", "--game", game, "--deal", "17" if game == "calculation" else "5", *args, "--best")
        assert (cli["hint"], api.verdict, api.nodes) == ("best_move", cli["verdict"], cli["nodes"])
        assert api.next_moves == [] and "next_moves" not in cli
        assert api.best_move is not None
        assert (api.best_move.move, api.best_move.verdict) == (cli["best_move"]["move"], "winnable")
    lost = reckon.hint(game="calculation", deal=6, waste=2, moves="s-w1 s-w2", best=True)
    assert (lost.verdict, lost.best_move) == ("unwinnable", None)


def test_hint_fair_equals_the_cli() -> None:
    api = reckon.hint(game="calculation", deal=17, moves="s-w1 s-w1", fair=True, samples=16, seed=3)
    cli = cli_json("hint", "--game", "calculation", "--deal", "17", "--moves", "s-w1 s-w1", "--fair",
                   "--samples", "16", "--seed", "3")["fair"]
    assert api.fair is not None
    assert (api.fair.turned, api.fair.face_down, api.fair.before_turn) == (cli["turned"], cli["face_down"], cli["before_turn"])
    assert [c.moves for c in api.fair.choices] == [c["moves"] for c in cli["choices"]]
    assert [c.held for c in api.fair.choices] == [c["held"] for c in cli["choices"]]
    assert api.fair.samples_at_most == cli["samples_at_most"] == 16
    # Without samples= a hint draws 4096 orders at most, in Python as in the CLI.
    default = reckon.hint(game="calculation", deal=17, moves="s-w1 s-w1", fair=True)
    assert default.fair is not None and default.fair.samples_at_most == 4096
    assert cli_json("hint", "--game", "calculation", "--deal", "17", "--moves", "s-w1 s-w1",
                    "--fair")["fair"]["samples_at_most"] == 4096


def test_hint_fair_exact_chance_in_the_endgame_equals_the_cli() -> None:
    # deal 3 with 5 cards face down after the next one: each placement's exact chance (fair player v3)
    moves = ("s-w1 s-w2 s-w2 s-w2 s-w2 s-w1 s-w3 s-w3 s-w1 s-f3 s-w1 s-w3 s-w3 s-w4 s-w2 s-w4 s-w2 s-f4 w3-f4 "
             "s-f2 w1-f2 s-f1 s-f2 s-w2 s-w2 s-w2 s-f3 w1-f3 w1-f1 s-f4 w1-f4 w4-f4 s-w1 s-w2 s-w1 s-w1 s-w1 "
             "s-w4 s-w4 s-f2 s-f1 w1-f1 w2-f1 w1-f1 w2-f1 s-w3 s-w4 s-w4 s-w1 s-w1 s-f3 w4-f3 w2-f3 s-w1")
    api = reckon.hint(game="calculation", deal=3, moves=moves, fair=True)
    cli = cli_json("hint", "--game", "calculation", "--deal", "3", "--moves", moves, "--fair")["fair"]
    assert api.fair is not None
    assert [c.optimum for c in api.fair.choices] == [pytest.approx(c["optimum"], abs=1e-6) for c in cli["choices"]]
    assert all(c.optimum is not None for c in api.fair.choices)


def test_hint_bad_input_raises_the_cli_message() -> None:
    with pytest.raises(ValueError) as e:
        reckon.hint(game="calculation", deal=5, moves="w1-f1")
    assert str(e.value) == "moves: " + cli_error("hint", "--game", "calculation", "--deal", "5", "--moves", "w1-f1")
    with pytest.raises(ValueError) as e:
        reckon.hint(game="fourteen", deal=5, moves="1+2")
    assert str(e.value) == "moves: " + cli_error("hint", "--game", "fourteen", "--deal", "5", "--moves", "1+2")


def test_play_equals_the_cli_and_verify_agrees() -> None:
    cases: list[tuple[tuple[str, ...], dict[str, Any]]] = [(("--deal", "2", "--strategy", "fair", "--samples", "32", "--seed", "5"),
                          dict(deal=2, strategy="fair", samples=32, seed=5)),
                         (("--deal", "7", "--strategy", "runs", "--waste", "2"), dict(deal=7, strategy="runs", waste=2)),
                         (("--deal", "4", "--strategy", "fair", "--ranks", "5", "--waste", "1"),
                          dict(deal=4, strategy="fair", ranks=5, waste=1))]
    for args, kwargs in cases:
        api = reckon.play(game="calculation", **kwargs)
        cli = cli_json("play", "--game", "calculation", *args)
        assert (api.won, api.strategy, api.sees_stock) == (cli["won"], cli["strategy"], cli["sees_stock"])
        assert " ".join(api.moves) == cli["notation"]
        verdict = reckon.verify(game="calculation", deal=kwargs["deal"], moves=api.moves,
                                waste=kwargs.get("waste", 4), ranks=kwargs.get("ranks", 13))
        assert verdict.wins == api.won


def test_play_bad_input_raises_the_cli_message() -> None:
    with pytest.raises(reckon.InputError, match="the planner plays 13 ranks only"):
        reckon.play(deal=1, strategy="planner", ranks=5)
    with pytest.raises(reckon.InputError, match="^ranks=6: a deck of 5, 7, 11 or 13 ranks"):
        reckon.play(deal=1, ranks=6)
    with pytest.raises(reckon.InputError, match="does not play Experte"):
        reckon.play(game="rechenkuenstler", level="expert", deal=1, strategy="runs")


def test_construct_equals_the_cli_and_its_deals_check() -> None:
    """construct gives the CLI's deals, its to_dict() is the CLI's --json,
    and a deal it reports decides the same when solved again."""
    api = reckon.construct(game="calculation", deal=12925, evaluations=7, batch=3, max_nodes=3000, seed=4)
    cli = cli_json("construct", "--game", "calculation", "--deal", "12925", "--evaluations", "7",
                   "--batch", "3", "--max-nodes", "3000", "--seed", "4", "--quiet")
    d = api.to_dict()
    d.pop("seconds"), cli.pop("seconds")
    assert d == cli
    assert api.evaluations == 7 and api.objective == "effort" and api.start == "deal 12925"
    best = api.best[0]
    again = reckon.solve(game="calculation", cards=best.cards, max_nodes=3000, rules_off=["sat"])
    assert again.nodes == best.nodes  # the effort objective counts exactly this search
    threads = reckon.construct(game="calculation", deal=12925, evaluations=7, batch=3, max_nodes=3000, seed=4,
                               threads=2)
    assert [b.cards for b in threads.best] == [b.cards for b in api.best]


def test_construct_fair_equals_the_cli_and_plays_as_play() -> None:
    """objective fair: the CLI's result, and each deal's games won are those reckon.play wins."""
    api = reckon.construct(game="calculation", deal=28453, objective="fair", evaluations=3, batch=2, fair_games=2,
                           samples=8)
    cli = cli_json("construct", "--game", "calculation", "--deal", "28453", "--objective", "fair", "--evaluations",
                   "3", "--batch", "2", "--fair-games", "2", "--samples", "8", "--quiet")
    d = api.to_dict()
    d.pop("seconds"), cli.pop("seconds")
    assert d == cli
    assert d["fair"]["games"] == 2 and d["fair"]["samples"] == 8
    for deal in api.best:
        won = sum(reckon.play(game="calculation", cards=deal.cards, strategy="fair", seed=s, samples=8).won
                  for s in (1, 2))
        assert (deal.fair_games, deal.fair_won) == (2, won)
        assert int(deal.score) == 2 - won


def test_construct_tiebreak_equals_the_cli() -> None:
    """objective critical with tiebreak='tightness': the CLI's result, and each
    deal's score is its critical count plus 0.999 times its tightness."""
    api = reckon.construct(game="calculation", deal=28453, objective="critical", tiebreak="tightness",
                           evaluations=1)
    cli = cli_json("construct", "--game", "calculation", "--deal", "28453", "--objective", "critical",
                   "--tiebreak", "tightness", "--evaluations", "1", "--quiet")
    d = api.to_dict()
    d.pop("seconds"), cli.pop("seconds")
    assert d == cli and api.tiebreak == "tightness" and d["tiebreak"] == "tightness"
    best = api.best[0]
    tightness = best.tightness
    assert tightness is not None and 0 <= tightness <= 1
    assert best.score == pytest.approx(best.critical + 0.999 * tightness)
    assert d["best"][0]["tightness"] == pytest.approx(tightness, abs=1e-4)
    plain = reckon.construct(game="calculation", deal=28453, objective="critical", evaluations=1)
    assert plain.tiebreak == "none" and plain.best[0].tightness is None
    assert plain.best[0].critical == best.critical


def test_construct_refuses_in_python_words() -> None:
    with pytest.raises(reckon.InputError, match="objective"):
        reckon.construct(objective="hardest")
    with pytest.raises(reckon.InputError, match="batch"):
        reckon.construct(batch=0)
    with pytest.raises(reckon.InputError, match="Fourteen Out is played open"):
        reckon.construct(game="fourteen", objective="fair")
    with pytest.raises(reckon.InputError, match="fair_games=0: 1 to 64"):
        reckon.construct(objective="fair", fair_games=0)
    with pytest.raises(reckon.InputError, match="tiebreak=closest: expected none or tightness"):
        reckon.construct(objective="critical", tiebreak="closest")
    with pytest.raises(reckon.InputError, match="reach=52: 0 \\(anywhere\\) to 51 places"):
        reckon.construct(reach=52)
