"""reckon serve's JSON API against the CLI: every endpoint answers exactly what `reckon <command> --json` prints
(timings aside), and every class of bad request gets its status and the CLI's own message.

Usage: serve_api_test.py RECKON
"""
import json
import re
import socket
import sys
import threading
import time
import unittest

from serve_harness import Server, cli

RECKON = None
SERVER = None
CAPS = ["--max-nodes", "2000000", "--max-seconds", "10", "--max-memory", "256"]  # the server's defaults


def setUpModule():
    global SERVER
    SERVER = Server(RECKON).__enter__()


def tearDownModule():
    status = SERVER.stop()
    assert status == 0, "reckon serve exited %s after SIGTERM" % status


def http_words(cli_message):
    """A CLI message as the API words it: an option --name is the parameter name (only --help stays), and the
    pointer to --help goes."""
    m = cli_message.removesuffix(" (see --help)")
    return re.sub(r"(?<![a-z0-9-])--(?!help(?![a-z0-9-]))([a-z][a-z0-9-]*)", r"\1", m)


def without(obj, *keys):
    return {k: v for k, v in obj.items() if k not in keys}


class Endpoints(unittest.TestCase):
    def same_as_cli(self, endpoint, params, args, drop=()):
        status, headers, body = SERVER.get(endpoint, params)
        code, out, err = cli(RECKON, endpoint, *args, "--json")
        self.assertEqual(headers.get("content-type"), "application/json")
        self.assertEqual(headers.get("x-reckon-exit"), str(code), body)
        if drop:
            self.assertEqual(without(json.loads(body), *drop), without(json.loads(out), *drop))
        else:
            self.assertEqual(body, out)  # byte for byte
        return status, json.loads(body)

    def test_deal_every_game(self):
        for params, args in [
            ({"game": "calculation", "deal": 17}, ["--game", "calculation", "--deal", "17"]),
            ({"game": "calculation", "pysol": "ms17"}, ["--game", "calculation", "--pysol", "ms17"]),
            ({"game": "rechen", "deal": 7, "level": "hard"}, ["--game", "rechen", "--deal", "7", "--level", "hard"]),
            ({"game": "fourteen", "deal": 5}, ["--game", "fourteen", "--deal", "5"]),
        ]:
            status, _ = self.same_as_cli("deal", params, args)
            self.assertEqual(status, 200)

    def test_solve(self):
        status, j = self.same_as_cli("solve", {"game": "calculation", "deal": 17, "waste": 3},
                                     ["--game", "calculation", "--deal", "17", "--waste", "3", *CAPS], drop=("seconds",))
        self.assertEqual((status, j["verdict"]), (200, "winnable"))
        # An unwinnable verdict is an answer too (200), with the CLI's exit status in a header.
        status, j = self.same_as_cli("solve", {"game": "calculation", "deal": 1, "waste": 2},
                                     ["--game", "calculation", "--deal", "1", "--waste", "2", *CAPS], drop=("seconds",))
        self.assertEqual((status, j["verdict"]), (200, "unwinnable"))
        status, j = self.same_as_cli("solve", {"game": "fourteen", "deal": 5}, ["--game", "fourteen", "--deal", "5", *CAPS],
                                     drop=("seconds",))
        self.assertEqual(status, 200)

    def test_cards_instead_of_a_number(self):
        _, _, deal = SERVER.get("deal", {"game": "calculation", "deal": 17})
        cards = json.loads(deal)["cards"]
        status, j = self.same_as_cli("solve", {"game": "calculation", "cards": cards},
                                     ["--game", "calculation", "--cards", cards, *CAPS], drop=("seconds",))
        self.assertEqual((status, j["verdict"]), (200, "winnable"))

    def test_hint_fair_and_perfect(self):
        moves = "s-w1 s-w2 s-f4"
        status, j = self.same_as_cli("hint", {"game": "calculation", "deal": 1, "moves": moves, "fair": 1},
                                     ["--game", "calculation", "--deal", "1", "--moves", moves, "--fair", *CAPS])
        self.assertEqual(status, 200)
        self.assertIn("fair", j)  # fair=1 reached the command
        self.assertEqual(j["fair"]["samples_at_most"], 4096)  # a hint's own default
        self.assertTrue(any(m["verdict"] == "winnable" for m in j["next_moves"]))
        status, j = self.same_as_cli("hint", {"game": "calculation", "deal": 1, "moves": moves},
                                     ["--game", "calculation", "--deal", "1", "--moves", moves, *CAPS])
        self.assertNotIn("fair", j)
        status, j = self.same_as_cli("hint", {"game": "rechen", "deal": 3, "moves": "s-wA1"},
                                     ["--game", "rechen", "--deal", "3", "--moves", "s-wA1", *CAPS])
        self.assertEqual(status, 200)
        status, j = self.same_as_cli("hint", {"game": "fourteen", "deal": 1}, ["--game", "fourteen", "--deal", "1", *CAPS])
        self.assertEqual(status, 200)

    def test_hint_best_move(self):
        # best=1 is --best: the position's verdict and one move of a winning line, said to be that kind of hint.
        moves = "s-w1 s-w2 s-f4"
        status, j = self.same_as_cli("hint", {"game": "calculation", "deal": 1, "moves": moves, "best": 1},
                                     ["--game", "calculation", "--deal", "1", "--moves", moves, "--best", *CAPS])
        self.assertEqual((status, j["hint"], j["verdict"]), (200, "best_move", "winnable"))
        self.assertNotIn("next_moves", j)
        _, full = self.same_as_cli("hint", {"game": "calculation", "deal": 1, "moves": moves},
                                   ["--game", "calculation", "--deal", "1", "--moves", moves, *CAPS])
        self.assertNotIn("hint", full)
        self.assertIn(j["best_move"]["move"], [m["move"] for m in full["next_moves"] if m["verdict"] == "winnable"])
        # The best move played: the position stays winnable (and verify accepts the move).
        status, after = self.same_as_cli("hint", {"game": "calculation", "deal": 1, "best": "true",
                                                  "moves": moves + " " + j["best_move"]["move"]},
                                         ["--game", "calculation", "--deal", "1", "--moves",
                                          moves + " " + j["best_move"]["move"], "--best", *CAPS])
        self.assertEqual((status, after["verdict"]), (200, "winnable"))
        # In a POST body too, with a JSON true.
        status, _, posted = SERVER.post("hint", {"game": "calculation", "deal": 1, "moves": moves, "best": True})
        self.assertEqual((status, json.loads(posted)), (200, j))
        # A lost position: no best move (W=2 deal 6 after 7s to waste 1 and 7d to waste 2).
        status, j = self.same_as_cli("hint", {"game": "calculation", "deal": 6, "waste": 2, "moves": "s-w1 s-w2",
                                              "best": 1},
                                     ["--game", "calculation", "--deal", "6", "--waste", "2", "--moves", "s-w1 s-w2",
                                      "--best", *CAPS])
        self.assertEqual((status, j["verdict"], j["best_move"]), (200, "unwinnable", None))
        # Fourteen Out and Rechenkünstler take it too.
        status, j = self.same_as_cli("hint", {"game": "fourteen", "deal": 1, "best": 1},
                                     ["--game", "fourteen", "--deal", "1", "--best", *CAPS])
        self.assertEqual((status, j["hint"]), (200, "best_move"))
        self.assertIn("+", j["best_move"]["move"])
        status, j = self.same_as_cli("hint", {"game": "rechen", "level": "expert", "deal": 3, "best": 1},
                                     ["--game", "rechen", "--level", "expert", "--deal", "3", "--best", *CAPS])
        self.assertEqual((status, j["verdict"]), (200, "winnable"))
        # best=0 is the full hint (a value that is not a switch: BadRequests.test_best_not_a_switch).
        status, j = self.same_as_cli("hint", {"game": "calculation", "deal": 1, "moves": moves, "best": 0},
                                     ["--game", "calculation", "--deal", "1", "--moves", moves, *CAPS])
        self.assertIn("next_moves", j)

    def test_verify_reads_solve_back(self):
        _, _, body = SERVER.get("solve", {"game": "calculation", "deal": 23})
        line = json.loads(body)["notation"]
        status, j = self.same_as_cli("verify", {"game": "calculation", "deal": 23, "moves": line},
                                     ["--game", "calculation", "--deal", "23", "--moves", line])
        self.assertEqual((status, j["result"]), (200, "wins"))
        # A legal move list that does not win: 200, verify's status 1.
        status, j = self.same_as_cli("verify", {"game": "calculation", "deal": 23, "moves": "s-w1"},
                                     ["--game", "calculation", "--deal", "23", "--moves", "s-w1"])
        self.assertEqual((status, j["result"]), (200, "does not win"))

    def test_analyze_small_range(self):
        status, j = self.same_as_cli("analyze", {"game": "fourteen", "deals": "1-50"},
                                     ["--game", "fourteen", "--deals", "1-50", "--threads", "1", "--quiet", *CAPS[:2],
                                      "--max-seconds", "0.5", "--max-memory", "256"],
                                     drop=("seconds", "deals_per_second", "cpu_seconds", "median_micros", "max_micros"))
        self.assertEqual((status, j["deals"], j["threads"]), (200, 50, 1))

    def test_play(self):
        status, j = self.same_as_cli("play", {"game": "calculation", "deal": 4, "strategy": "simple"},
                                     ["--game", "calculation", "--deal", "4", "--strategy", "simple"])
        self.assertEqual(status, 200)
        self.assertIn("won", j)

    def test_post_json_body_equals_get(self):
        _, _, got = SERVER.get("solve", {"game": "calculation", "deal": 31, "waste": 3, "no-beam": 1})
        status, _, posted = SERVER.post("solve", {"game": "calculation", "deal": 31, "waste": 3, "no-beam": True})
        self.assertEqual(status, 200)
        self.assertEqual(without(json.loads(posted), "seconds"), without(json.loads(got), "seconds"))
        # Moves as a JSON array of move objects, as solve prints them and verify reads them.
        _, _, solved = SERVER.get("solve", {"game": "calculation", "deal": 1})
        status, _, body = SERVER.post("verify", {"game": "calculation", "deal": 1, "moves": json.loads(solved)["moves"]})
        self.assertEqual((status, json.loads(body)["result"]), (200, "wins"))
        # Deal numbers up to 2^64-1 arrive exactly as JSON numbers (not through a double).
        status, _, posted = SERVER.post("deal", {"game": "calculation", "deal": 2**64 - 1})
        code, out, _ = cli(RECKON, "deal", "--game", "calculation", "--deal", str(2**64 - 1), "--json")
        self.assertEqual((status, code, posted), (200, 0, out))

    def test_budgets_are_capped(self):
        status, _, body = SERVER.get("solve", {"game": "calculation", "deal": 2, "max-nodes": 0, "max-memory": 100000})
        opts = json.loads(body)["options"]
        self.assertEqual((status, opts["max_nodes"], opts["max_memory_mib"]), (200, 2000000, 256))
        status, _, body = SERVER.get("solve", {"game": "calculation", "deal": 2, "max-nodes": 50})
        self.assertEqual(json.loads(body)["options"]["max_nodes"], 50)  # lower than the cap: the request's own

    def test_status(self):
        def status():
            got, headers, body = SERVER.request("GET", "/api/status")
            self.assertEqual((got, headers.get("content-type")), (200, "application/json"), body)
            return json.loads(body)

        before = status()
        self.assertEqual(set(before), {"version", "commit", "uptime_seconds", "answered", "workers", "hint_cache", "memory"})
        code, out, _ = cli(RECKON, "--version")
        self.assertEqual(f"reckon {before['version']} (commit {before['commit']})", out.strip())
        self.assertEqual(before["hint_cache"]["capacity"], 200000)
        self.assertGreaterEqual(before["workers"]["slots"], 1)
        self.assertGreater(before["memory"]["resident_bytes"], 1 << 20)
        # One answer of each kind that is counted apart: ok, the request's mistake.
        self.assertEqual(SERVER.get("deal", {"game": "calculation", "deal": 1})[0], 200)
        self.assertEqual(SERVER.get("deal", {"game": "calculation", "deal": "x"})[0], 400)
        # An answer is counted once it has left, and its worker slot is given back after that, so both may
        # trail the client by a moment: ask until the first status request and the deal are counted and no
        # worker is computing. Each status request is counted too (no other test runs at the same time),
        # never more than once.
        for asked in range(1, 101):
            after = status()
            if after["answered"]["ok"] >= before["answered"]["ok"] + 2 and after["answered"]["client_errors"] > \
                    before["answered"]["client_errors"] and after["workers"]["computing"] == 0:
                break
            time.sleep(0.02)
        self.assertLessEqual(after["answered"]["ok"], before["answered"]["ok"] + 2 + (asked - 1))
        self.assertGreaterEqual(after["answered"]["ok"], before["answered"]["ok"] + 2)
        self.assertEqual(after["answered"]["client_errors"], before["answered"]["client_errors"] + 1)
        self.assertEqual(after["workers"]["computing"], 0)
        self.assertGreaterEqual(after["uptime_seconds"], before["uptime_seconds"])
        got, headers, body = SERVER.request("POST", "/api/status", body={})
        self.assertEqual((got, headers.get("allow")), (405, "GET"), body)
        self.assertIn("GET only", json.loads(body)["error"])


class BadRequests(unittest.TestCase):
    def error(self, endpoint, params, status=400, method="GET"):
        if method == "GET":
            got, headers, body = SERVER.get(endpoint, params)
        else:
            got, headers, body = SERVER.request("POST", "/api/" + endpoint, body=params)
        self.assertEqual(got, status, body)
        self.assertEqual(headers.get("content-type"), "application/json")
        return json.loads(body)

    def same_message_as_cli(self, endpoint, params, args):
        """The CLI's own message, in the API's words (http_words)."""
        j = self.error(endpoint, params)
        code, _, err = cli(RECKON, endpoint, *args)
        self.assertEqual(code, 2)
        self.assertTrue(err.startswith("reckon: ") and err.endswith("\n"), err)
        self.assertEqual(j["error"], http_words(err[len("reckon: "):-1]))
        self.assertNotIn("--", j["error"])

    def test_bad_option(self):
        # An unknown parameter is told by the server itself, naming the endpoint.
        self.assertEqual(self.error("solve", {"game": "calculation", "deal": 1, "bogus": 3})["error"],
                         "bogus: not a parameter of /api/solve (reckon solve --help lists them)")
        self.same_message_as_cli("solve", {"game": "calculation", "deal": 1, "waste": 9},
                                 ["--game", "calculation", "--deal", "1", "--waste", "9"])
        self.same_message_as_cli("deal", {"game": "chess", "deal": 1}, ["--game", "chess", "--deal", "1"])
        self.same_message_as_cli("deal", {"game": "calculation", "deal": "-4"}, ["--game", "calculation", "--deal=-4"])
        # hint takes no --waste-per-player for Calculation? It does not know the option at all for play's strategy:
        self.same_message_as_cli("play", {"game": "calculation", "deal": 1, "strategy": "psychic"},
                                 ["--game", "calculation", "--deal", "1", "--strategy", "psychic"])
        self.assertIn("switch", self.error("solve", {"game": "calculation", "deal": 1, "no-sat": "maybe"})["error"])

    def test_best_not_a_switch(self):
        self.assertIn("switch", self.error("hint", {"game": "calculation", "deal": 1, "best": "maybe"})["error"])
        self.assertIn("switch", self.error("hint", {"game": "calculation", "deal": 1, "best": 2}, method="POST")["error"])

    def test_bad_card_string(self):
        for cards in ["Ah 2c Zz", "Ah " * 60, "7d 7d"]:
            self.same_message_as_cli("solve", {"game": "calculation", "cards": cards},
                                     ["--game", "calculation", "--cards", cards])
        self.assertIn("at most", self.error("solve", {"game": "calculation", "cards": "Ah " * 1000})["error"])

    def test_illegal_move(self):
        self.same_message_as_cli("hint", {"game": "calculation", "deal": 1, "moves": "s-f1"},
                                 ["--game", "calculation", "--deal", "1", "--moves", "s-f1"])
        self.same_message_as_cli("hint", {"game": "fourteen", "deal": 1, "moves": "1+2"},
                                 ["--game", "fourteen", "--deal", "1", "--moves", "1+2"])
        # verify tells an illegal move in its own JSON, with status 400 (the CLI's exit status 2).
        j = self.error("verify", {"game": "calculation", "deal": 1, "moves": "s-w1 s-f1"})
        self.assertEqual((j["result"], j["move"]), ("illegal", 2))

    def test_oversized_body(self):
        got, _, body = SERVER.request("POST", "/api/solve", body='{"game": "calculation", "cards": "' + "x" * 70000 + '"}',
                                      headers={"Content-Type": "application/json"})
        self.assertEqual(got, 413, body)
        self.assertIn("too large", json.loads(body)["error"])

    def test_malformed_json(self):
        for text in ['{"game": "calculation", "deal": 17', "[1, 2]", '{"deal": {"n": 1}}', "nonsense",
                     '{"game": "calculation", "deal": 1e300}']:
            j = self.error("solve", text, method="POST")
            self.assertTrue(j["error"])
        # The same option in the query and in the body.
        got, _, body = SERVER.request("POST", "/api/deal?game=calculation", body={"game": "fourteen", "deal": 1})
        self.assertEqual(got, 400, body)

    def test_unknown_endpoint(self):
        for path in ["/api/nope", "/api/solve/extra", "/nothing-here.html"]:
            got, headers, body = SERVER.request("GET", path)
            self.assertEqual(got, 404, path)
            self.assertIn("error", json.loads(body))

    def test_file_options_refused(self):
        self.assertIn("command line", self.error("solve", {"game": "calculation", "deal": 1, "help": 1})["error"])
        for key in ["file", "out", "db", "deal-file", "moves-file", "write-cnf"]:
            endpoint = {"out": "analyze", "db": "analyze", "deal-file": "analyze", "write-cnf": "solve"}.get(key, "hint")
            j = self.error(endpoint, {"game": "calculation", "deal": 1, key: "/etc/passwd"})
            self.assertIn("refused", j["error"], key)

    def test_limits(self):
        j = self.error("analyze", {"game": "calculation", "deals": "1-18446744073709551615"})
        self.assertIn("at most 1000 deals", j["error"])
        self.error("analyze", {"game": "calculation", "deals": "1-20", "strategy": "fair"})
        self.error("analyze", {"game": "calculation", "deals": "1-5", "threads": 4})
        self.error("hint", {"game": "calculation", "deal": 1, "fair": 1, "samples": 100000})
        self.error("hint", {"game": "calculation", "deal": 1, "fair": 1, "samples": 4097})
        self.error("deal", {"game": "calculation", "deal": 1, "max-nodes": 5})  # deal takes no budgets


class HttpTerms(unittest.TestCase):
    """Errors in the request's words, the status of each kind of mistake, and the headers of every answer."""

    def test_errors_name_the_parameter(self):
        got, _, body = SERVER.request("GET", "/api/deal?game=calculation&deal=1&deal=2")
        self.assertEqual((got, json.loads(body)["error"]), (400, "deal: given more than once"))
        got, _, body = SERVER.get("deal", {"game": "calculation", "deal": 1, "pysol": 3})
        self.assertEqual((got, json.loads(body)["error"]), (400, "give only one of deal, pysol, cards, file"))
        got, _, body = SERVER.get("analyze", {"game": "calculation", "deals": "1-3", "max-seconds": "x"})
        self.assertEqual(got, 400)
        self.assertNotIn("--", json.loads(body)["error"])
        self.assertIn("max-seconds", json.loads(body)["error"])

    def test_daily_without_a_date(self):
        # Was 500 (boost::bad_any_cast): the date is the parameter daily draws by.
        got, headers, body = SERVER.get("daily", {"game": "calculation", "tier": "hard"})
        self.assertEqual(got, 400, body)
        self.assertEqual(json.loads(body)["error"], "daily: missing; give the date as daily=YYYY-MM-DD")
        got, _, body = SERVER.get("daily", {"game": "calculation", "tier": "hard", "daily": "2026-12-24"})
        self.assertEqual(got, 200, body)

    def test_other_methods_are_405_with_allow(self):
        for method in ["DELETE", "PUT", "PATCH", "OPTIONS"]:
            got, headers, body = SERVER.request(method, "/api/solve?game=calculation&deal=1")
            self.assertEqual((got, headers.get("allow")), (405, "GET, POST"), method)
            self.assertIn("GET or POST", json.loads(body)["error"])
        got, headers, _ = SERVER.request("DELETE", "/api/status")
        self.assertEqual((got, headers.get("allow")), (405, "GET"))
        got, headers, _ = SERVER.request("POST", "/index.html")
        self.assertEqual((got, headers.get("allow")), (405, "GET, HEAD"))
        # An endpoint that does not exist is still 404 whatever the method.
        self.assertEqual(SERVER.request("DELETE", "/api/nope")[0], 404)

    def test_security_and_cache_headers(self):
        got, headers, page = SERVER.request("GET", "/")
        self.assertEqual(got, 200)
        self.assertIn("<script src=\"app.js\">", page)
        csp = headers.get("content-security-policy", "")
        for directive in ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'",
                          "frame-ancestors 'none'"]:
            self.assertIn(directive, csp)
        self.assertNotIn("unsafe-inline", csp)
        self.assertEqual(headers.get("x-content-type-options"), "nosniff")
        self.assertEqual(headers.get("content-type"), "text/html; charset=utf-8")
        # No inline script or style in the page, which the policy would block.
        self.assertNotRegex(page, r"<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=")
        for path, kind in [("/app.js", "text/javascript"), ("/style.css", "text/css")]:
            got, headers, _ = SERVER.request("GET", path)
            self.assertEqual((got, headers.get("x-content-type-options")), (200, "nosniff"))
            self.assertTrue(headers.get("content-type", "").startswith(kind), path)
        got, headers, _ = SERVER.request("HEAD", "/app.js")
        self.assertEqual(got, 200)
        self.assertGreater(int(headers.get("content-length")), 1000)
        # The API: deal and verify are functions of the request and may be cached; a search never is (the
        # server gives every search a time budget, and its JSON has timings), nor an error or the status.
        for endpoint, params, cache in [
                ("deal", {"game": "calculation", "deal": 3}, "max-age=86400"),
                ("verify", {"game": "calculation", "deal": 3, "moves": "s-w1"}, "max-age=86400"),
                ("solve", {"game": "calculation", "deal": 3, "max-nodes": 1000}, "no-store"),
                ("hint", {"game": "calculation", "deal": 3, "best": 1}, "no-store"),
                ("deal", {"game": "calculation", "deal": "x"}, "no-store")]:
            got, headers, body = SERVER.get(endpoint, params)
            self.assertEqual(headers.get("cache-control"), cache, (endpoint, params, body))
            self.assertEqual(headers.get("x-content-type-options"), "nosniff")
            self.assertIn("default-src 'none'", headers.get("content-security-policy", ""))
        got, headers, _ = SERVER.request("GET", "/api/status")
        self.assertEqual(headers.get("cache-control"), "no-store")
        got, headers, _ = SERVER.request("GET", "/no/such/file")
        self.assertEqual((got, headers.get("cache-control")), (404, "no-store"))

    def test_page_files_stay_inside_the_web_folder(self):
        for path in ["/../CMakeLists.txt", "/%2e%2e/CMakeLists.txt", "/..%2fCMakeLists.txt", "/./index.html/..",
                     "/%00", "/.."]:
            got, _, _ = SERVER.request("GET", path)
            self.assertEqual(got, 404, path)

    def test_log_duration_from_the_request_s_arrival(self):
        # A request the HTTP layer itself refuses, first thing on a new server: its log line once said the
        # time since the clock's epoch (the handler that set the start never ran).
        with Server(RECKON) as server:
            time.sleep(1)
            with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
                sent = time.monotonic()
                s.sendall(b"GARBAGE\r\n\r\n")
                answer = s.recv(4096)
                waited_ms = (time.monotonic() - sent) * 1000
            self.assertTrue(answer.startswith(b"HTTP/1.1 400"), answer)
            # A request that arrives slowly: measured from its first byte, not from its last.
            with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
                s.sendall(b"GET /api/status HTTP/1.1\r\n")
                time.sleep(0.6)
                s.sendall(b"Host: x\r\n")
                time.sleep(0.6)
                s.sendall(b"Connection: close\r\n\r\n")
                self.assertTrue(s.recv(4096).startswith(b"HTTP/1.1 200"))
            for _ in range(50):
                lines = [line for line in server.log if " ms" in line and ("400" in line or "/api/status" in line)]
                if len(lines) >= 2:
                    break
                time.sleep(0.05)
        durations = [float(line.split()[-2]) for line in lines]
        self.assertEqual(len(durations), 2, lines)
        self.assertLessEqual(durations[0], waited_ms + 1, lines[0])
        self.assertGreaterEqual(durations[1], 1200, lines[1])
        self.assertLess(durations[1], 5000, lines[1])


class Concurrency(unittest.TestCase):
    def test_busy_server_answers_503_and_sigterm_finishes_in_flight(self):
        with Server(RECKON, "--workers", "1", "--queue", "0") as server:
            slow = {}

            def run_slow():
                # Deterministically slow on any machine: W=2 deal 63 without rule sat is still open after
                # minutes of search, so it runs to its 3 s budget and answers "unknown".
                slow["answer"] = server.get("solve", {"game": "calculation", "waste": 2, "deal": 63, "no-sat": 1,
                                                      "max-seconds": 3})

            t = threading.Thread(target=run_slow)
            t.start()
            time.sleep(0.3)  # the slow request holds the one worker
            status, headers, body = server.get("deal", {"game": "calculation", "deal": 1})
            busy = status == 503
            if busy:
                self.assertIn("busy", json.loads(body)["error"])
                self.assertEqual(headers.get("retry-after"), "1")
                # The status answers though every worker is busy, and shows it.
                # (The refusal is counted once it has left: ask again for a moment.)
                for _ in range(100):
                    got, _, body = server.request("GET", "/api/status")
                    self.assertEqual(got, 200, body)
                    if json.loads(body)["answered"]["busy"] == 1:
                        break
                    time.sleep(0.02)
                self.assertEqual(json.loads(body)["workers"], {"slots": 1, "computing": 1, "waiting": 0})
                self.assertEqual(json.loads(body)["answered"]["busy"], 1)
                # SIGTERM while the play is in flight: it is answered, then the server exits 0.
                server.proc.send_signal(15)
            t.join(timeout=120)
            self.assertTrue(busy, "the second request was not refused (status %d); the first ended too soon?" % status)
            self.assertEqual(slow["answer"][0], 200, slow["answer"][2][:200])
            self.assertIn('"verdict":"unknown"', slow["answer"][2])
            self.assertEqual(server.stop(), 0)
            self.assertTrue(any("stopping" in line for line in server.log))
        # One log line per request.
        api_lines = [line for line in server.log if " /api/" in line]
        self.assertEqual(len([line for line in api_lines if " /api/status" not in line]), 2, "".join(server.log))


if __name__ == "__main__":
    RECKON = sys.argv.pop(1)
    unittest.main(verbosity=2)
