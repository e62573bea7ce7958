"""A bounded load test of reckon serve on loopback: REQUESTS requests, CLIENTS at a time (each on its own
keep-alive connection), solves and hints on Calculation deals with 4 waste piles. Reports p50/p99 latency per
kind and the throughput; fails on any error (a status other than 200, a body that is not the JSON asked for) and
on memory that keeps growing (the server's RSS, sampled through the run, compared between its halves).

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


def percentile(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100 * (len(v) - 1))))]


def main():
    reckon = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    mix = sys.argv[4] if len(sys.argv) > 4 else "full"
    if mix not in ("full", "best"):
        print("MIX is full or best, not %r" % mix)
        return 2
    hint_kind = "hint" if mix == "full" else "best"
    with Server(reckon) as server:
        # Winning lines of 40 deals: the hints ask about positions along them (and one move off them).
        lines = {}
        for deal in range(1, 41):
            status, _, body = server.get("solve", {"game": "calculation", "deal": deal, "waste": 4})
            assert status == 200, body
            lines[deal] = json.loads(body)["notation"].split()

        def request_for(i):
            deal = 1 + (i * 37) % 40
            if i % 2 == 0:
                return "solve", {"game": "calculation", "deal": 1 + (i * 7919) % 5000, "waste": 4}
            line = lines[deal]
            cut = (i * 13) % len(line)
            params = {"game": "calculation", "deal": deal, "waste": 4, "moves": " ".join(line[:cut])}
            if mix == "best":
                params["best"] = 1
            return hint_kind, params

        lock = threading.Lock()
        next_index = [0]
        results = []  # (index, kind, seconds)
        errors = []
        rss = []  # (requests done, KiB)

        def client():
            conn = server.connection()
            while True:
                with lock:
                    i = next_index[0]
                    if i >= total + WARMUP:
                        break
                    next_index[0] += 1
                kind, params = request_for(i)
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
                    if i >= WARMUP and done % 100 == 0:
                        rss.append((done, server.rss_kib()))
            conn.close()

        threads = [threading.Thread(target=client) for _ in range(clients)]
        # Warm-up requests are not timed (first allocations, caches); the clock starts once they are sent.
        t_start = time.perf_counter()
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
        elapsed = time.perf_counter() - t_timed
        status = server.stop()

    print("load (mix %s): %d requests (after %d warm-up), %d clients, %.1f s, %.0f requests/s" % (
        mix, len(results), WARMUP, clients, elapsed, len(results) / elapsed))
    for kind in ["solve", hint_kind]:
        times = [dt * 1000 for (_, k, dt) in results if k == kind]
        print("  %-5s %5d  p50 %7.1f ms  p95 %7.1f ms  p99 %7.1f ms  max %7.1f ms" % (
            kind, len(times), percentile(times, 50), percentile(times, 95), percentile(times, 99), max(times)))
    print("  RSS (MiB) every 100 requests: " + " ".join("%.0f" % (k / 1024) for _, k in rss))
    failed = False
    if errors:
        print("FAIL: %d errors, first: %s" % (len(errors), errors[:3]))
        failed = True
    if status != 0:
        print("FAIL: reckon serve exited %d after SIGTERM" % status)
        failed = True
    # Memory must level off: the second half of the run may not end much above what the first half reached.
    half = [k for n, k in rss if n <= len(results) // 2]
    late = [k for n, k in rss if n > len(results) // 2]
    if half and late and late[-1] > max(half) * 1.25 + 16 * 1024:
        print("FAIL: RSS grew from %.0f MiB (first half's peak) to %.0f MiB" % (max(half) / 1024, late[-1] / 1024))
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
