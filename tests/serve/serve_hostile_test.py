"""reckon serve against hostile and careless clients, all on loopback, bounded in time and count.

While each kind of abuse goes on, a well-behaved client keeps asking for a solve and must keep getting answers:
(a) 1,000 connections that trickle header lines and never end their request: each is answered 408 and closed
    within the request deadline of its first byte (a total deadline, not one per read);
(b) 1,000 idle connections: each closed after the idle timeout;
    with (a) and (b) open together, 100 normal requests: p99 under 1 s, the server's RSS under 300 MiB;
(c) a body sent slower than the deadline: 408;
(d) 64 clients that open connections and drop them mid-request (and mid-answer): nothing is left open;
(e) a header past the limit (431), too many parameters (400), a request line of 1 MiB (414);
and the caps: past --max-client-connections from one address, or --max-connections in all, a connection is
answered 503 at once while other addresses are still served.

The abusive connections come from other loopback addresses (127.0.0.2 and up, bound as the source; the server
is always 127.0.0.1), so that the per-address cap can be tested apart from the well-behaved client's.

Usage: serve_hostile_test.py RECKON
"""
import asyncio
import http.client
import json
import resource
import socket
import sys
import threading
import time
import unittest

from serve_harness import Server

RECKON = None
IDLE_TIMEOUT = 2.0
REQUEST_TIMEOUT = 3.0
# Seconds past a deadline before the test calls it missed: the swarm's own event loop lags on a loaded 2-core
# machine. A deadline per read would never end the trickling connections at all (each pause is half a second),
# and the swarm runs for tens of seconds.
SLACK = 3.0
HOSTILE_SOURCES = ["127.0.0.%d" % i for i in range(2, 10)]
NORMAL = "/api/solve?game=calculation&deal=5"


def setUpModule():
    # 2,000 hostile connections and their reconnections, plus the test's own files.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 8192 if hard == resource.RLIM_INFINITY else min(hard, 8192)
    if soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    if resource.getrlimit(resource.RLIMIT_NOFILE)[0] < 4500:
        raise unittest.SkipTest("needs 4500 open files; the hard limit is %d" % hard)


def percentile(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100 * (len(v) - 1))))]


def normal_request(port, timeout=10):
    """(status, seconds) of one solve on a fresh connection from 127.0.0.1."""
    start = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", NORMAL)
        r = conn.getresponse()
        r.read()
        return r.status, time.monotonic() - start
    finally:
        conn.close()


class Prober:
    """A well-behaved client asking again and again in a thread while something else goes on."""

    def __init__(self, port):
        self.port, self.results, self.errors = port, [], []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self):
        while not self.stop.is_set():
            try:
                self.results.append(normal_request(self.port))
            except OSError as e:
                self.errors.append(repr(e))
            self.stop.wait(0.05)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        # At least a few answers however quickly the abuse was over.
        deadline = time.monotonic() + 10
        while len(self.results) + len(self.errors) < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
        self.stop.set()
        self.thread.join(timeout=30)

    def check(self, test, what):
        test.assertFalse(self.errors, what + ": the well-behaved client failed: %s" % self.errors[:3])
        test.assertGreaterEqual(len(self.results), 3, what + ": too few answers to the well-behaved client")
        test.assertEqual({s for s, _ in self.results}, {200}, what)
        test.assertLess(max(t for _, t in self.results), 2.0, what + ": a normal request took too long")


def read_answer(sock, limit=1 << 16):
    """What the server sent until it closed (or the socket's timeout)."""
    data = b""
    try:
        while len(data) < limit:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except (socket.timeout, ConnectionResetError):
        pass
    return data


def status_of(data):
    return int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.1 ") else None


def open_fds(pid):
    import os
    return len(os.listdir("/proc/%d/fd" % pid))


class Swarm:
    """TRICKLE connections that send a header line every half second and never end their request, and IDLE ones
    that send nothing, each reopened as soon as the server closes it; in an asyncio loop on a thread of its own."""

    def __init__(self, port, trickle, idle):
        self.port, self.trickle, self.idle = port, trickle, idle
        self.open_trickle = self.open_idle = 0
        self.trickle_lives = []  # (seconds from first byte to close, status answered or None)
        self.idle_lives = []  # seconds from connect to close
        self.connect_errors = 0
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.stopping = None

    def _run(self):
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())

    async def _main(self):
        self.stopping = asyncio.Event()
        tasks = [asyncio.ensure_future(self._trickler(i)) for i in range(self.trickle)]
        tasks += [asyncio.ensure_future(self._idler(i)) for i in range(self.idle)]
        await self.stopping.wait()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _connect(self, i):
        source = HOSTILE_SOURCES[i % len(HOSTILE_SOURCES)]
        try:
            return await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", self.port, local_addr=(source, 0)), 10)
        except (OSError, asyncio.TimeoutError):
            self.connect_errors += 1
            await asyncio.sleep(0.5)
            return None, None

    async def _trickler(self, i):
        await asyncio.sleep(i * 0.002)  # spread the first connections over two seconds
        while True:
            reader, writer = await self._connect(i)
            if writer is None:
                continue
            self.open_trickle += 1
            start = time.monotonic()
            answer = b""
            try:
                writer.write(b"GET /api/status HTTP/1.1\r\nHost: x\r\n")
                # Header lines until the server answers or closes.
                while True:
                    try:
                        chunk = await asyncio.wait_for(reader.read(4096), 0.5)
                    except asyncio.TimeoutError:
                        writer.write(b"X-Trickle: %d\r\n" % i)
                        continue
                    if not chunk:
                        break
                    answer += chunk
            except (ConnectionError, OSError):
                pass
            finally:  # (also when the swarm stops: cancelled, not ended by the server, and not counted)
                self.open_trickle -= 1
                writer.close()
            self.trickle_lives.append((time.monotonic() - start, status_of(answer)))

    async def _idler(self, i):
        await asyncio.sleep(i * 0.002)
        while True:
            reader, writer = await self._connect(i + 1)
            if writer is None:
                continue
            self.open_idle += 1
            start = time.monotonic()
            try:
                await reader.read(4096)  # until closed
            except (ConnectionError, OSError):
                pass
            finally:
                self.open_idle -= 1
                writer.close()
            self.idle_lives.append(time.monotonic() - start)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        if self.stopping is not None:
            self.loop.call_soon_threadsafe(self.stopping.set)
        self.thread.join(timeout=60)


class Hostile(unittest.TestCase):
    server = None

    @classmethod
    def setUpClass(cls):
        cls.server = Server(RECKON, "--workers", "2", "--idle-timeout", str(IDLE_TIMEOUT), "--request-timeout",
                            str(REQUEST_TIMEOUT), "--max-connections", "4096", "--max-client-connections",
                            "400").__enter__()

    @classmethod
    def tearDownClass(cls):
        status = cls.server.stop()
        assert status == 0, "reckon serve exited %s after SIGTERM" % status

    def setUp(self):
        self.port = self.server.port
        self.assertEqual(normal_request(self.port)[0], 200)

    def connect(self, source="127.0.0.2", timeout=10):
        s = socket.socket()
        s.bind((source, 0))
        s.settimeout(timeout)
        s.connect(("127.0.0.1", self.port))
        return s

    def test_a_b_trickling_and_idle_connections(self):
        peak_rss = 0
        with Swarm(self.port, 1000, 1000) as swarm:
            deadline = time.monotonic() + 30
            while (swarm.open_trickle < 950 or swarm.open_idle < 950) and time.monotonic() < deadline:
                time.sleep(0.1)
            self.assertGreaterEqual(swarm.open_trickle, 950, "the trickling connections did not open")
            self.assertGreaterEqual(swarm.open_idle, 950, "the idle connections did not open")
            latencies = []
            for _ in range(100):
                status, seconds = normal_request(self.port)
                self.assertEqual(status, 200)
                latencies.append(seconds)
                peak_rss = max(peak_rss, self.server.rss_kib())
                time.sleep(0.02)
            open_at_end = (swarm.open_trickle, swarm.open_idle)
            # Until most connections of both kinds have been ended by the server at least once.
            deadline = time.monotonic() + 20
            while (len(swarm.trickle_lives) < 1000 or len(swarm.idle_lives) < 1000) and time.monotonic() < deadline:
                time.sleep(0.2)
        p50, p99 = percentile(latencies, 50), percentile(latencies, 99)
        print("\nwith %d trickling and %d idle connections open: p50 %.1f ms, p99 %.1f ms, max %.1f ms; "
              "server RSS at most %.1f MiB; %d trickling and %d idle lifetimes seen" %
              (open_at_end[0], open_at_end[1], p50 * 1000, p99 * 1000, max(latencies) * 1000, peak_rss / 1024,
               len(swarm.trickle_lives), len(swarm.idle_lives)), file=sys.stderr)
        self.assertLess(p99, 1.0)
        self.assertLess(peak_rss, 300 * 1024)
        # The deadlines held: each trickler was cut off (408) within the request deadline of its first byte,
        # though it never paused longer than half a second; each idle connection was closed after the idle
        # timeout. (The swarm kept reopening them, so both kinds were seen end many times.)
        self.assertGreater(len(swarm.trickle_lives), 900)
        self.assertGreater(len(swarm.idle_lives), 900)
        cut = [life for life, status in swarm.trickle_lives if status == 408]
        self.assertGreater(len(cut), 0.9 * len(swarm.trickle_lives))
        self.assertLess(max(cut), REQUEST_TIMEOUT + SLACK)
        self.assertGreater(min(cut), REQUEST_TIMEOUT - 0.2)
        ended_by_server = [life for life in swarm.idle_lives if life > 0.5]
        self.assertLess(max(ended_by_server), IDLE_TIMEOUT + SLACK)
        self.assertGreater(min(ended_by_server), IDLE_TIMEOUT - 0.2)
        self.assertLess(swarm.connect_errors, 20)

    def test_c_body_slower_than_the_deadline(self):
        with Prober(self.port) as prober:
            s = self.connect()
            start = time.monotonic()
            s.sendall(b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      b"Content-Length: 200\r\n\r\n{")
            answer = b""
            s.settimeout(0.4)
            # A byte every 0.4 s: any per-read timeout would be reset by each.
            while time.monotonic() - start < REQUEST_TIMEOUT + SLACK + 2:
                try:
                    s.sendall(b" ")
                except OSError:
                    break
                try:
                    chunk = s.recv(4096)
                except socket.timeout:
                    continue
                except ConnectionResetError:
                    break
                if not chunk:
                    break
                answer += chunk
            took = time.monotonic() - start
            s.close()
        self.assertEqual(status_of(answer), 408, answer[:200])
        self.assertIn(b"did not arrive whole", answer)
        self.assertLess(took, REQUEST_TIMEOUT + SLACK)
        prober.check(self, "slow body")

    def test_d_clients_that_drop_mid_request(self):
        before = open_fds(self.server.proc.pid)
        requests = [
            b"GET /api/solve?game=calc",  # inside the request line
            b"GET /api/solve?game=calculation&deal=5 HTTP/1.1\r\nHost: x\r\n",  # inside the header
            b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"game\":",  # inside the body
            # Whole, then gone before the answer (a search of a second).
            b"GET /api/solve?game=calculation&waste=2&deal=63&no-sat=1&max-seconds=1 HTTP/1.1\r\nHost: x\r\n\r\n",
        ]

        def client(i):
            for round_ in range(5):
                try:
                    s = self.connect(HOSTILE_SOURCES[i % len(HOSTILE_SOURCES)])
                    s.sendall(requests[(i + round_) % len(requests)])
                    if i % 2:  # half of them reset the connection rather than close it
                        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                    s.close()
                except OSError:
                    pass

        with Prober(self.port) as prober:
            threads = [threading.Thread(target=client, args=(i,)) for i in range(64)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(timeout=60)
            time.sleep(2.5)  # the searches the dropped clients asked for end (max-seconds=1, two workers)
        prober.check(self, "dropped connections")
        # Nothing of theirs is left open once the searches are done.
        deadline = time.monotonic() + 15
        while open_fds(self.server.proc.pid) > before and time.monotonic() < deadline:
            time.sleep(0.2)
        self.assertLessEqual(open_fds(self.server.proc.pid), before)
        self.assertEqual(self.server.proc.poll(), None)

    def test_e_oversized(self):
        with Prober(self.port) as prober:
            # A header past the limit (32 KiB).
            s = self.connect()
            s.sendall(b"GET /api/status HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 40000 + b"\r\n\r\n")
            answer = read_answer(s)
            s.close()
            self.assertEqual(status_of(answer), 431, answer[:200])
            # Many header lines, each short.
            s = self.connect()
            s.sendall(b"GET /api/status HTTP/1.1\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(10000)) + b"\r\n")
            self.assertEqual(status_of(read_answer(s)), 431)
            s.close()
            # Too many parameters, in the query and in a body.
            status, _, body = self.server.request("GET", "/api/deal?" + "&".join("a%d=1" % i for i in range(100)))
            self.assertEqual(status, 400)
            self.assertIn("too many parameters", json.loads(body)["error"])
            status, _, body = self.server.request("POST", "/api/deal", body={"a%d" % i: 1 for i in range(100)})
            self.assertEqual(status, 400)
            self.assertIn("too many parameters", json.loads(body)["error"])
            # A request line of 1 MiB: refused once the limit is past, without waiting for the rest.
            s = self.connect()
            sender = threading.Thread(target=lambda: self._send_quietly(s, b"GET /api/deal?game=calculation&x=" +
                                                                     b"y" * (1 << 20) + b" HTTP/1.1\r\n\r\n"))
            sender.start()
            answer = read_answer(s)
            sender.join(timeout=30)
            s.close()
            self.assertEqual(status_of(answer), 414, answer[:200])
        prober.check(self, "oversized requests")

    @staticmethod
    def _send_quietly(s, data):
        try:
            s.sendall(data)
        except OSError:
            pass


class Caps(unittest.TestCase):
    def test_connection_caps(self):
        with Server(RECKON, "--workers", "1", "--max-connections", "20", "--max-client-connections", "8",
                    "--idle-timeout", "30") as server:
            def connect(source):
                s = socket.socket()
                s.bind((source, 0))
                s.settimeout(5)
                s.connect(("127.0.0.1", server.port))
                return s

            def refused(source):
                """True when a new connection from source is answered 503 and closed at once."""
                s = connect(source)
                start = time.monotonic()
                answer = read_answer(s)
                s.close()
                if status_of(answer) == 503:
                    self.assertLess(time.monotonic() - start, 1.0)
                    self.assertIn(b"too many connections", answer)
                    return True
                return False

            held = [connect("127.0.0.2") for _ in range(8)]
            time.sleep(0.3)  # all accepted
            self.assertTrue(refused("127.0.0.2"), "a 9th connection from one address was not refused")
            self.assertEqual(normal_request(server.port)[0], 200)  # another address is served
            held += [connect("127.0.0.%d" % (3 + i // 6)) for i in range(12)]  # 20 in all
            time.sleep(0.3)
            self.assertTrue(refused("127.0.0.9"), "a 21st connection was not refused")
            with self.assertRaises(OSError):  # the well-behaved client too, while the server is full
                status, _ = normal_request(server.port, timeout=3)
                if status == 503:
                    raise ConnectionRefusedError
            for s in held[:4]:
                s.close()
            time.sleep(0.3)
            self.assertEqual(normal_request(server.port)[0], 200)  # room again
            for s in held[4:]:
                s.close()
            status, _, body = server.request("GET", "/api/status")
            self.assertGreaterEqual(json.loads(body)["answered"]["busy"], 2)


if __name__ == "__main__":
    RECKON = sys.argv.pop(1)
    unittest.main(verbosity=2)
