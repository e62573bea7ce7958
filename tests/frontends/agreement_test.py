#!/usr/bin/env python3
"""The three front ends agree: the command line, the HTTP API (`reckon serve`) and the Python module accept every
name and alias of the vocabulary (games, Rechenkünstler levels, players, tiers), refuse the same bad values with the
same message in their own terms (`--waste 9: ...`, `waste 9: ...`, `waste=9: ...`), and return the same results.

The names a user may type are listed here as well, from doc/rules.md and the README, independently of the
vocabulary table (include/reckon/vocabulary.h): a name dropped from the table, or a front end that parses names on
its own, fails this test.

Usage: agreement_test.py RECKON      (PYTHONPATH must reach the module `reckon` of the same build)
"""
import json
import os
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "serve"))
from serve_harness import Server  # noqa: E402

import reckon  # noqa: E402

RECKON = sys.argv[1]

# What the documents promise, kind by kind: each name with its aliases.
DOCUMENTED = {
    "game": {"calculation": {"calc", "broken-intervals"}, "rechenkuenstler": {"rechen", "rechenkünstler"},
             "fourteen": {"fourteen-out", "14"}},
    "level": {"normal": set(), "hard": {"schwer"}, "expert": {"experte"}, "four": {"vier"}},
    "player": {"perfect": set(), "simple": set(), "runs": set(), "planner": set(), "fair": set(),
               "deepest": set()},
    "tier": {"easy": set(), "medium": set(), "hard": set(), "expert": set(), "constructed": set()},
}

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL: " + what, flush=True)


def cli(*args):
    p = subprocess.run([RECKON, *args], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr.strip()


def http(server, path, params):
    url = "http://127.0.0.1:%d/api/%s?%s" % (server.port, path, urllib.parse.urlencode(params))
    try:
        with urllib.request.urlopen(url, timeout=120) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def py(call, **kw):
    try:
        return None, getattr(reckon, call)(**kw)
    except reckon.InputError as e:
        return str(e), None


def every_spelling(kind):
    for name, aliases in DOCUMENTED[kind].items():
        for spelling in [name, name.upper(), *sorted(aliases)]:
            yield name, spelling


def vocabulary_holds_the_documented_names():
    table = {kind: {t["name"]: set(t["aliases"]) for t in terms} for kind, terms in reckon.vocabulary().items()}
    for kind, names in DOCUMENTED.items():
        check(table.get(kind) == names, "vocabulary %s: %s, documents: %s" % (kind, table.get(kind), names))


def games_agree(server):
    for name, spelling in every_spelling("game"):
        want = cli("deal", "--game", name, "--deal", "7", "--json")
        st, out, err = cli("deal", "--game", spelling, "--deal", "7", "--json")
        check(st == 0 and json.loads(out)["cards"] == json.loads(want[1])["cards"],
              "CLI --game %s: %s %s" % (spelling, st, err))
        status, body = http(server, "deal", {"game": spelling, "deal": 7})
        check(status == 200 and body.get("cards") == json.loads(want[1])["cards"],
              "HTTP game=%s: %s %s" % (spelling, status, body))
        error, d = py("deal", game=spelling, deal=7)
        check(error is None and d.cards == json.loads(want[1])["cards"], "Python game=%s: %s" % (spelling, error))


def levels_agree(server):
    for name, spelling in every_spelling("level"):
        args = ["--game", "rechen", "--level", spelling, "--deal", "3", "--max-nodes", "2000"]
        st, out, err = cli("solve", *args, "--json")
        check(st in (0, 1, 3), "CLI --level %s: %s %s" % (spelling, st, err))
        if st not in (0, 1, 3):
            continue
        c = json.loads(out)
        status, h = http(server, "solve", {"game": "rechen", "level": spelling, "deal": 3, "max-nodes": 2000})
        check(status == 200 and (h["verdict"], h["nodes"], h["variant"]) == (c["verdict"], c["nodes"], c["variant"]),
              "HTTP level=%s: %s %s" % (spelling, status, h))
        error, p = py("solve", game="rechen", level=spelling, deal=3, max_nodes=2000)
        check(error is None and (p.verdict, p.nodes) == (c["verdict"], c["nodes"]),
              "Python level=%s: %s" % (spelling, error))


def players_agree(server):
    plays = {"perfect": ["calculation", "fourteen"], "simple": ["calculation", "fourteen"], "runs": ["calculation"],
             "planner": ["calculation"], "fair": ["calculation"], "deepest": ["fourteen"]}
    for name, spelling in every_spelling("player"):
        for game in plays[name]:
            extra = {"samples": "4"} if name == "fair" else {}
            args = ["--game", game, "--deals", "1-3", "--strategy", spelling]
            for k, v in extra.items():
                args += ["--" + k, v]
            st, out, err = cli("analyze", *args, "--json", "--quiet")
            check(st == 0, "CLI --game %s --strategy %s: %s %s" % (game, spelling, st, err))
            if st != 0:
                continue
            c = json.loads(out)
            status, h = http(server, "analyze", {"game": game, "deals": "1-3", "strategy": spelling, **extra})
            check(status == 200 and (h["strategy"], h["winnable"]) == (c["strategy"], c["winnable"]),
                  "HTTP game=%s strategy=%s: %s %s" % (game, spelling, status, h))
            kw = {"samples": 4} if name == "fair" else {}
            error, p = py("analyze", game=game, deals="1-3", strategy=spelling, **kw)
            if error is None:
                rows = list(p)
                check(len(rows) == 3 and (p.strategy, p.winnable) == (c["strategy"], c["winnable"]),
                      "Python game=%s strategy=%s: %s/%s" % (game, spelling, p.strategy, p.winnable))
            else:
                check(False, "Python game=%s strategy=%s: %s" % (game, spelling, error))


def tiers_agree(server):
    for name, spelling in every_spelling("tier"):
        st, out, err = cli("curate", "--game", "calculation", "--daily", "2026-12-01", "--tier", spelling, "--json")
        check(st == 0, "CLI --tier %s: %s %s" % (spelling, st, err))
        if st != 0:
            continue
        c = json.loads(out)
        status, h = http(server, "daily", {"game": "calculation", "daily": "2026-12-01", "tier": spelling})
        check(status == 200 and h.get("days") == c["days"], "HTTP tier=%s: %s %s" % (spelling, status, h))
        error, p = py("curate", game="calculation", daily="2026-12-01", tier=spelling)
        days = p.to_dict()["days"] if error is None else None  # Python gives deal numbers as ints
        check(days is not None and [dict(d, deal=str(d["deal"])) if "deal" in d else d for d in days] == c["days"],
              "Python tier=%s: %s %s" % (spelling, error, days))


# Bad values: (CLI args, HTTP path and parameters, Python call and keywords, the term each front end names).
BAD = [
    (["deal", "--game", "nope", "--deal", "1"], ("deal", {"game": "nope", "deal": 1}),
     ("deal", {"game": "nope", "deal": 1}), ("--game nope", "game nope", "game=nope")),
    (["deal", "--game", "calc", "--waste", "9", "--deal", "1"], ("deal", {"game": "calc", "waste": 9, "deal": 1}),
     ("deal", {"game": "calc", "waste": 9, "deal": 1}), ("--waste 9", "waste 9", "waste=9")),
    (["deal", "--game", "rechen", "--waste-per-player", "7", "--deal", "1"],
     ("deal", {"game": "rechen", "waste-per-player": 7, "deal": 1}),
     ("deal", {"game": "rechen", "waste_per_player": 7, "deal": 1}),
     ("--waste-per-player 7", "waste-per-player 7", "waste_per_player=7")),
    (["deal", "--game", "rechen", "--level", "brutal", "--deal", "1"],
     ("deal", {"game": "rechen", "level": "brutal", "deal": 1}),
     ("deal", {"game": "rechen", "level": "brutal", "deal": 1}), ("--level brutal", "level brutal", "level=brutal")),
    (["analyze", "--game", "calc", "--deals", "1-3", "--strategy", "nope"],
     ("analyze", {"game": "calc", "deals": "1-3", "strategy": "nope"}),
     ("analyze", {"game": "calc", "deals": "1-3", "strategy": "nope"}),
     ("--strategy nope", "strategy nope", "strategy=nope")),
    (["curate", "--game", "calculation", "--daily", "2026-12-01", "--tier", "brutal"],
     ("daily", {"game": "calculation", "daily": "2026-12-01", "tier": "brutal"}),
     ("curate", {"game": "calculation", "daily": "2026-12-01", "tier": "brutal"}),
     ("--tier brutal", "tier brutal", "tier=brutal")),
]


def bad_values_agree(server):
    for args, (path, params), (call, kw), (cli_term, http_term, py_term) in BAD:
        st, _, err = cli(*args)
        check(st == 2 and err.startswith("reckon: " + cli_term + ":"), "CLI %s: %s %r" % (args, st, err))
        why = err.split(cli_term + ":", 1)[-1]
        status, body = http(server, path, params)
        check(status == 400 and body.get("error") == http_term + ":" + why,
              "HTTP %s %s: %s %r, CLI said %r" % (path, params, status, body, why))
        error, _ = py(call, **kw)
        check(error == py_term + ":" + why, "Python %s %s: %r, CLI said %r" % (call, kw, error, why))


def main():
    vocabulary_holds_the_documented_names()
    with Server(RECKON) as server:
        games_agree(server)
        levels_agree(server)
        players_agree(server)
        tiers_agree(server)
        bad_values_agree(server)
    if failures:
        print("agreement: %d failures" % len(failures))
        return 1
    print("agreement: the command line, the HTTP API and Python agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
