"""Starts `reckon serve` on a free loopback port for a test, and stops it (SIGTERM) afterwards.

Shared by the API, load and browser tests. The server prints its address on stderr; a test never leaves it
running: Server is a context manager, and its exit kills the process if SIGTERM did not end it.
"""
import http.client
import json
import os
import re
import signal
import subprocess
import threading
import time
import urllib.parse


class Server:
    def __init__(self, reckon, *extra, env=None):
        """env: variables added to the server's environment."""
        self.reckon = reckon
        self.env = dict(os.environ, **env) if env else None
        self.args = [reckon, "serve", "--port", "0", "--bind", "127.0.0.1", *extra]
        self.proc = None
        self.port = None
        self.log = []
        self.exit_status = None

    def __enter__(self):
        self.proc = subprocess.Popen(self.args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                     env=self.env)
        deadline = time.time() + 30
        while self.port is None:
            line = self.proc.stderr.readline()
            if not line:
                raise RuntimeError("reckon serve ended before listening: " + "".join(self.log))
            self.log.append(line)
            m = re.search(r"listening on http://127\.0\.0\.1:(\d+)/", line)
            if m:
                self.port = int(m.group(1))
            if time.time() > deadline:
                raise RuntimeError("reckon serve did not start")
        # Keep reading its log so that the pipe never fills.
        self.reader = threading.Thread(target=self._read_log, daemon=True)
        self.reader.start()
        return self

    def _read_log(self):
        for line in self.proc.stderr:
            self.log.append(line)

    def stop(self, timeout=60):
        """SIGTERM; returns the exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            self.exit_status = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.exit_status = self.proc.wait()
            raise RuntimeError("reckon serve did not stop within %d s of SIGTERM" % timeout)
        self.reader.join(timeout=5)
        self.proc.stderr.close()
        return self.exit_status

    def __exit__(self, *exc):
        if self.proc and self.proc.poll() is None:
            try:
                self.stop()
            finally:
                if self.proc.poll() is None:
                    self.proc.kill()
                    self.proc.wait()

    def rss_kib(self):
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def connection(self):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)

    def request(self, method, path, params=None, body=None, headers=None, conn=None):
        """(status, headers dict, body text)."""
        own = conn is None
        conn = conn or self.connection()
        url = path + ("?" + urllib.parse.urlencode(params) if params else "")
        hdrs = dict(headers or {})
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
            hdrs.setdefault("Content-Type", "application/json")
        conn.request(method, url, body=body, headers=hdrs)
        r = conn.getresponse()
        text = r.read().decode("utf-8")
        result = (r.status, {k.lower(): v for k, v in r.getheaders()}, text)
        if own:
            conn.close()
        return result

    def get(self, endpoint, params=None):
        return self.request("GET", "/api/" + endpoint, params)

    def post(self, endpoint, obj):
        return self.request("POST", "/api/" + endpoint, body=obj)


def cli(reckon, *args):
    """(exit status, stdout, stderr) of a reckon command."""
    p = subprocess.run([reckon, *args], capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr
