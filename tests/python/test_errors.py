"""Bad calls: each a one-line exception of the right class that names the
keyword, never a CLI flag (--waste) nor pybind11's "incompatible function
arguments" dump. And the table that says the C++ API's CLI flags as keywords."""
import inspect
from typing import Any, Callable

import pytest

import reckon

Call = Callable[..., Any]

# (call, keywords, exception class, what the message must name)
BAD_CALLS: list[tuple[Call, dict[str, Any], type[Exception], str]] = [
    # unknown keywords, positional arguments, a missing keyword
    (reckon.solve, dict(deal=1, wastes=3), TypeError, "'wastes'; did you mean 'waste'?"),
    (reckon.analyze, dict(deal="1-3"), TypeError, "'deal'; did you mean 'deals'?"),
    (reckon.curate, dict(deals="1-3", hardst=2), TypeError, "'hardst'; did you mean 'hardest'?"),
    (reckon.verify, dict(deal=1), TypeError, "missing required keyword argument: 'moves'"),
    # deal=, pysol=, cards=
    (reckon.solve, dict(deal=-1), reckon.InputError, "deal=-1: expected an int from 0 to 2**64-1"),
    (reckon.solve, dict(deal=2**64), reckon.InputError, "deal=18446744073709551616: expected an int from 0"),
    (reckon.solve, dict(deal="17"), TypeError, "deal='17': expected an int or None, not str"),
    (reckon.solve, dict(deal=True), TypeError, "deal=True: expected an int or None, not bool"),
    (reckon.solve, dict(deal=17.0), TypeError, "deal=17.0: expected an int or None, not float"),
    (reckon.solve, dict(pysol=1.5), TypeError, "pysol=1.5: expected an int or a str"),
    (reckon.solve, dict(pysol="ms-x"), reckon.InputError, "pysol='ms-x': "),
    (reckon.solve, dict(pysol=-3), reckon.InputError, "pysol=-3: expected an int from 0"),
    (reckon.solve, dict(cards="Ah Ah"), reckon.InputError, "cards: "),
    (reckon.solve, dict(cards=17), TypeError, "cards=17: expected a str or None, not int"),
    (reckon.solve, dict(deal=1, pysol="17"), reckon.InputError, "give only one of deal=, pysol= and cards="),
    (reckon.solve, dict(), reckon.InputError, "which deal? give deal=N, pysol=N or cards="),
    # the game and its variant
    (reckon.solve, dict(game="klondike", deal=1), reckon.InputError, "game=klondike: expected calculation"),
    (reckon.solve, dict(game=3, deal=1), TypeError, "game=3: expected a str or reckon.Game, not int"),
    (reckon.solve, dict(deal=1, waste=9), reckon.InputError, "waste=9: Calculation has 1 to 8 waste piles"),
    (reckon.solve, dict(deal=1, waste="3"), TypeError, "waste='3': expected an int, not str"),
    (reckon.solve, dict(deal=1, waste=2**40), reckon.InputError, "waste=1099511627776: out of range"),
    (reckon.solve, dict(game="rechen", deal=1, waste_per_player=7), reckon.InputError, "waste_per_player=7: "),
    (reckon.solve, dict(game="rechen", deal=1, level="insane"), reckon.InputError, "level=insane: expected normal"),
    (reckon.solve, dict(deal=1, preplaced=1), TypeError, "preplaced=1: expected True or False, not int"),
    (reckon.solve, dict(game="rechen", deal=1, expert="yes"), TypeError, "expert='yes': expected True or False"),
    (reckon.deal, dict(deal=1, ranks=6), reckon.InputError, "ranks=6: a deck of 5, 7, 11 or 13 ranks"),
    (reckon.solve, dict(deal=1, ranks=5), TypeError, "'ranks'"),
    # budgets and search rules
    (reckon.solve, dict(deal=1, max_nodes=-5), reckon.InputError, "max_nodes=-5: expected an int from 0"),
    (reckon.solve, dict(deal=1, max_seconds=-1), reckon.InputError, "max_seconds=-1: must not be negative"),
    (reckon.solve, dict(deal=1, max_seconds="1"), TypeError, "max_seconds='1': expected a number, not str"),
    (reckon.solve, dict(deal=1, max_memory=0), reckon.InputError, "max_memory=0: expected 1 to 1048576"),
    (reckon.solve, dict(deal=1, rules_off=["nope"]), reckon.InputError, "rules_off: calculation has no search rule \"nope\""),
    (reckon.solve, dict(deal=1, rules_off="sat"), TypeError, "rules_off='sat': expected a list of str, not str"),
    (reckon.solve, dict(deal=1, rules_off=[1]), TypeError, "rules_off=[1]: expected a list of str"),
    (reckon.solve, dict(deal=1, deal_threads=3), reckon.InputError, "deal_threads=3: expected 1 or 2"),
    (reckon.solve, dict(deal=1, certify="yes"), TypeError, "certify='yes': expected True or False, not str"),
    # verify, hint, play
    (reckon.verify, dict(deal=1, moves=5), TypeError, "moves=5: expected a str or a list of str, not int"),
    (reckon.verify, dict(deal=1, moves="s-w1", ranks=6), reckon.InputError, "ranks=6: "),
    (reckon.hint, dict(deal=5, moves="w1-f1"), reckon.InputError, "moves"),
    (reckon.hint, dict(game="fourteen", position="x"), reckon.InputError, "position is for Calculation"),
    # Fourteen Out has one layout: a variant keyword is refused, as the command line refuses the option.
    (reckon.solve, dict(game="fourteen", deal=1, waste=3), reckon.InputError, "waste= is not a Fourteen Out keyword"),
    (reckon.deal, dict(game="14", deal=1, level="hard"), reckon.InputError, "level= is not a Fourteen Out keyword"),
    (reckon.analyze, dict(game="fourteen", deals="1-2", preplaced=False), reckon.InputError,
     "preplaced= is not a Fourteen Out keyword"),
    (reckon.hint, dict(deal=5, best="no"), TypeError, "best='no': expected True or False"),
    (reckon.play, dict(deal=1, samples=0), reckon.InputError, "samples must be from 1 to 4096"),
    (reckon.play, dict(deal=1, optimal_below=9), reckon.InputError, "optimal_below must be from 0 to 8"),
    (reckon.play, dict(deal=1, exact_below=53), reckon.InputError, "exact_below must be from 0 to 52"),
    (reckon.play, dict(deal=1, strategy="magic"), reckon.InputError, "strategy=magic: "),
    (reckon.play, dict(deal=1, seed=-1), reckon.InputError, "seed=-1: expected an int from 0"),
    # analyze
    (reckon.analyze, dict(deals=[]), reckon.InputError, "deals=[]: an empty list"),
    (reckon.analyze, dict(deals=[1.5]), TypeError, "deals: expected deal numbers (int) and deal-file lines (str), not float"),
    (reckon.analyze, dict(deals=[-1]), reckon.InputError, "deals=-1: expected an int from 0"),
    (reckon.analyze, dict(deals=17), TypeError, "deals=17: expected a str"),
    (reckon.analyze, dict(deals="1-10,5-15"), reckon.InputError, 'deals="1-10,5-15": 1-10 and 5-15 overlap'),
    (reckon.analyze, dict(deals="1-3", threads=2000), reckon.InputError, "threads must be from 0 to 1024"),
    (reckon.analyze, dict(deals="1-3", strategy="magic"), reckon.InputError, "strategy=magic: expected perfect or "),
    (reckon.analyze, dict(deals="1-3", shard="3"), reckon.InputError, "shard='3': expected 'K/N'"),
    (reckon.analyze, dict(deals="1-3", shard="4/4"), reckon.InputError, "shard=4/4: K must be from 0 to N-1"),
    (reckon.analyze, dict(deals="1-3", progress=5), TypeError, "progress=5: expected a callable"),
    (reckon.analyze, dict(deals="1-3", rows="yes"), TypeError, "rows='yes': expected True or False"),
    (reckon.analyze, dict(deals="1-3", db=5), TypeError, "db=5: expected a str or None, not int"),
    (reckon.analyze, dict(), reckon.InputError, "give the deals with either deals="),
    # curate
    (reckon.curate, dict(deals="1-3", tier="brutal"), reckon.InputError, "tier=brutal: easy, medium, hard or expert"),
    (reckon.curate, dict(deals="1-3", hardest=0), reckon.InputError, "hardest=0: must be at least 1"),
    (reckon.curate, dict(deals="1-3", hardest="2"), TypeError, "hardest='2': expected an int or None"),
    (reckon.curate, dict(deals="1-3", unwinnable=True, count=0), reckon.InputError, "count=0: must be at least 1"),
    (reckon.curate, dict(deals="1-3", unwinnable=True, candidates=2), reckon.InputError, "candidates= goes with hardest=K"),
    (reckon.curate, dict(daily="2024-13-01", tier="hard"), reckon.InputError, "daily=2024-13-01: no such date"),
    (reckon.curate, dict(daily="2024-05-01"), reckon.InputError, "daily= needs the tier: tier="),
    (reckon.curate, dict(daily="2024-05-01", tier="hard", days=0), reckon.InputError, "days=0: 1 to 3660"),
    (reckon.curate, dict(daily="2024-05-01", tier="hard", deals="1-3"), reckon.InputError, "it takes no deals="),
    (reckon.curate, dict(daily="2024-05-01", tier="hard", list="/nonexistent"), reckon.InputError, "list='/nonexistent'"),
    (reckon.curate, dict(deals="1-3", unwinnable=True, days=3), reckon.InputError, "days= goes with daily="),
]


@pytest.mark.parametrize("call,kwargs,error,names", BAD_CALLS,
                         ids=[f"{c.__name__}-{'-'.join(k) or 'none'}-{i}" for i, (c, k, _, _) in enumerate(BAD_CALLS)])
def test_bad_call_raises_one_line_naming_the_keyword(call: Call, kwargs: dict[str, Any], error: type[Exception],
                                                     names: str) -> None:
    with pytest.raises(Exception) as e:
        call(**kwargs)
    assert type(e.value) is error, f"{type(e.value).__name__}: {e.value}"
    message = str(e.value)
    assert "\n" not in message
    assert names in message
    assert "--" not in message, message  # no CLI flag
    assert "incompatible function arguments" not in message


def test_there_are_at_least_twenty_bad_calls() -> None:
    assert len(BAD_CALLS) >= 20
    assert {error for _, _, error, _ in BAD_CALLS} == {TypeError, reckon.InputError}


def test_positional_arguments_are_refused() -> None:
    with pytest.raises(TypeError, match=r"^solve\(\) takes keyword arguments only \(got 1 positional\)$"):
        positional: Any = reckon.solve  # the stubs refuse it too
        positional(17)


def test_input_error_is_a_value_error() -> None:
    assert issubclass(reckon.InputError, ValueError)


def test_signatures_show_the_keywords() -> None:
    sig = inspect.signature(reckon.solve)
    assert all(p.kind == inspect.Parameter.KEYWORD_ONLY for p in sig.parameters.values())
    assert sig.parameters["waste"].default == 4
    assert sig.parameters["game"].default == "calculation"
    assert sig.parameters["deal"].default is None
    assert "moves" in inspect.signature(reckon.verify).parameters
    assert inspect.signature(reckon.verify).parameters["moves"].default is inspect.Parameter.empty
    calls: list[Call] = [reckon.deal, reckon.solve, reckon.verify, reckon.analyze, reckon.curate, reckon.hint,
                         reckon.play]
    for f in calls:
        params = inspect.signature(f).parameters
        assert "game" in params and f.__doc__, f.__name__
    assert "progress" in inspect.signature(reckon.analyze).parameters
    assert {"daily", "days", "list", "progress"} <= set(inspect.signature(reckon.curate).parameters)


def test_the_pysol_keyword_takes_ints_as_the_cli_does() -> None:
    assert reckon.deal(pysol=17).stock == reckon.deal(pysol="17").stock
    assert reckon.deal(pysol="ms17").label == "PySolFC game #ms17"


def test_the_largest_deal_number_is_a_deal() -> None:
    assert len(reckon.deal(deal=2**64 - 1).stock) == 48
    assert len(reckon.deal(deal=0).stock) == 48


# The translation table: every flag and phrase, one by one.
FLAG_TABLE = [(cli, python) for cli, python in reckon._message_table() if cli.startswith("--") and cli != "--no-"]


@pytest.mark.parametrize("flag,keyword", FLAG_TABLE, ids=[f for f, _ in FLAG_TABLE])
def test_each_flag_becomes_its_keyword(flag: str, keyword: str) -> None:
    assert keyword == flag[2:].replace("-", "_")
    # with a value before a colon, with a number, and alone
    assert reckon._python_message(f"{flag} 9: out of range") == f"{keyword}=9: out of range"
    assert reckon._python_message(f"{flag} abc: no such") == f"{keyword}=abc: no such"
    assert reckon._python_message(f"{flag} must be from 0 to 8") == f"{keyword} must be from 0 to 8"
    assert reckon._python_message(f"a small deck ({flag} 5) only") == f"a small deck ({keyword}=5) only"


def test_the_phrases_and_rules_off() -> None:
    table = dict(reckon._message_table())
    phrases = {cli: py for cli, py in table.items() if not cli.startswith("--")}
    assert len(phrases) == 4
    for cli, python in phrases.items():
        assert reckon._python_message("x: " + cli) == "x: " + python
        assert "--" not in python
    assert (reckon._python_message('--no-nope: calculation has no search rule "nope"')
            == 'rules_off: calculation has no search rule "nope"')
    # A flag Python has no keyword for stays as it is; so does a word with dashes inside.
    assert reckon._python_message("see --json") == "see --json"
    assert reckon._python_message("a--waste b") == "a--waste b"
    assert len(FLAG_TABLE) == len(table) - len(phrases) - 1
