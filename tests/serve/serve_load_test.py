"""A bounded load test of reckon serve on loopback: REQUESTS requests, CLIENTS at a time (each on its own
keep-alive connection), solves and hints on Calculation deals with 4 waste piles. Reports p50/p99 latency per
kind and the throughput; fails on any error (a status other than 200, a body that is not the JSON asked for) and
on memory that leaks. The resident size is printed through the timed run but not judged: the allocator keeps
freed pages per thread arena, so it ratchets up with load and luck. The leak check is a second server that gets
the same requests three times, with glibc's per-thread cache of freed blocks turned off (a tunable) so that the
heap in use it reports (GET /api/status, read while it is idle) is exact: once its own caches hold what these
requests leave, one more round may not grow it.

MIX says which hint: "full" (the default), every next move labelled, or "best", the page's hint at each step
(best=1: the position's verdict and one move of a winning line). The solves and the positions asked about are
the same in both, so two runs, one of each, compare the hints alone.

Usage: serve_load_test.py RECKON [REQUESTS [CLIENTS [MIX]]]
"""
import json
import sys
import threading
import time

from serve_harness import Server

WARMUP = 200
LEAK_ROUNDS = 3
LEAK_SLACK_BYTES = 64 * 1024  # between the last two rounds: a connection thread's first allocations
EXACT_HEAP = {"GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"}


def percentile(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100 * (len(v) - 1))))]


class Load:
    """The requests of one run: half solves of W=4 deals, half hints along winning lines of 40 deals."""

    def __init__(self, server, total, clients, mix):
        self.server, self.total, self.clients, self.mix = server, total, clients, mix
        self.hint_kind = "hint" if mix == "full" else "best"
        # Winning lines of 40 deals: the hints ask about positions along them (and one move off them).
        self.lines = {}
        for deal in range(1, 41):
            status, _, body = server.get("solve", {"game": "calculation", "deal": deal, "waste": 4})
            assert status == 200, body
            self.lines[deal] = json.loads(body)["notation"].split()

    def request_for(self, i):
        deal = 1 + (i * 37) % 40
        if i % 2 == 0:
            return "solve", {"game": "calculation", "deal": 1 + (i * 7919) % 5000, "waste": 4}
        line = self.lines[deal]
        cut = (i * 13) % len(line)
        params = {"game": "calculation", "deal": deal, "waste": 4, "moves": " ".join(line[:cut])}
        if self.mix == "best":
            params["best"] = 1
        return self.hint_kind, params

    def run(self, sample_rss):
        """Sends requests 0..total+WARMUP-1, CLIENTS at a time.

        Returns (results, errors, rss, seconds after the warm-up): results as (index, kind, seconds) of the
        requests after the warm-up, rss as (requests done, KiB) every 100 of them when sample_rss."""
        server = self.server
        lock = threading.Lock()
        next_index = [0]
        results, errors, rss = [], [], []

        def client():
            conn = server.connection()
            while True:
                with lock:
                    i = next_index[0]
                    if i >= self.total + WARMUP:
                        break
                    next_index[0] += 1
                kind, params = self.request_for(i)
                t0 = time.perf_counter()
                try:
                    status, _, body = server.request("GET", "/api/" + ("hint" if kind == "best" else kind), params,
                                                     conn=conn)
                    answer = json.loads(body) if status == 200 else {}
                    ok = answer.get("verdict") == "winnable"
                    if kind == "best":  # a move is left on each of these positions, and the answer says its kind
                        ok = ok and answer.get("hint") == "best_move" and answer.get("best_move") is not None
                except Exception as e:  # a dropped connection is an error too
                    status, body, ok = -1, repr(e), False
                    conn.close()
                    conn = server.connection()
                dt = time.perf_counter() - t0
                with lock:
                    if not ok:
                        errors.append((i, kind, status, body[:300]))
                    if i >= WARMUP:
                        results.append((i, kind, dt))
                    done = len(results)
                    if sample_rss and i >= WARMUP and done % 100 == 0:
                        rss.append((done, server.rss_kib()))
            conn.close()

        threads = [threading.Thread(target=client) for _ in range(self.clients)]
        # Warm-up requests are not timed (first allocations, caches); the clock starts once they are sent.
        for t in threads:
            t.start()
        while True:
            with lock:
                if next_index[0] >= WARMUP:
                    break
            time.sleep(0.01)
        with lock:
            t_timed = time.perf_counter()
        for t in threads:
            t.join()
        return results, errors, rss, time.perf_counter() - t_timed


def heap_and_cache(server):
    """The server's heap in use (bytes, None when its allocator does not count) and hint cache entries."""
    status, _, body = server.get("status", {})
    assert status == 200, body
    answer = json.loads(body)
    cache = answer["hint_cache"]
    return answer["memory"]["heap_in_use_bytes"], cache["entries"] if cache else 0


def main():
    reckon = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    mix = sys.argv[4] if len(sys.argv) > 4 else "full"
    if mix not in ("full", "best"):
        print("MIX is full or best, not %r" % mix)
        return 2
    failed = False
    with Server(reckon) as server:
        load = Load(server, total, clients, mix)
        results, errors, rss, elapsed = load.run(True)
        status = server.stop()
    print("load (mix %s): %d requests (after %d warm-up), %d clients, %.1f s, %.0f requests/s" % (
        mix, len(results), WARMUP, clients, elapsed, len(results) / elapsed))
    for kind in ["solve", load.hint_kind]:
        times = [dt * 1000 for (_, k, dt) in results if k == kind]
        print("  %-5s %5d  p50 %7.1f ms  p95 %7.1f ms  p99 %7.1f ms  max %7.1f ms" % (
            kind, len(times), percentile(times, 50), percentile(times, 95), percentile(times, 99), max(times)))
    print("  RSS (MiB) every 100 requests: " + " ".join("%.0f" % (k / 1024) for _, k in rss))
    if status != 0:
        print("FAIL: reckon serve exited %d after SIGTERM" % status)
        failed = True

    with Server(reckon, env=EXACT_HEAP) as server:
        load = Load(server, total, clients, mix)
        rounds = []
        for _ in range(LEAK_ROUNDS):
            errors += load.run(False)[1]
            rounds.append(heap_and_cache(server))
        status = server.stop()
    print("  leak check, heap in use (KiB) and hint cache entries after each round of the same %d requests: %s" % (
        total + WARMUP, ", ".join("%s / %d" % ("-" if h is None else "%.0f" % (h / 1024), n) for h, n in rounds)))
    (heap_a, entries_a), (heap_b, entries_b) = rounds[-2], rounds[-1]
    if heap_a is None:
        print("  (this build's allocator gives no heap count: the leak check is skipped)")
    elif entries_b != entries_a:
        print("FAIL: the hint cache changed between two rounds of the same requests (%d, %d entries)" % (
            entries_a, entries_b))
        failed = True
    elif heap_b > heap_a + LEAK_SLACK_BYTES:
        print("FAIL: the heap in use grew by %.0f KiB in one round (%.0f bytes per request)" % (
            (heap_b - heap_a) / 1024, (heap_b - heap_a) / (total + WARMUP)))
        failed = True
    if status != 0:
        print("FAIL: reckon serve exited %d after SIGTERM" % status)
        failed = True
    if errors:
        print("FAIL: %d errors, first: %s" % (len(errors), errors[:3]))
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
