#!/usr/bin/env python3
"""Every command the README shows, run as written.

Reads README.md's ```sh and ```python blocks and runs each command in turn,
as a reader would after the quickstart, in a scratch folder that sees the
repository's data/ and scripts/ and this build (build/release there), with
the programs of this build on the PATH and its Python module importable.
A command passes unless it exits 2 (bad input or usage), 4 (internal error)
or cannot be started (126, 127): exit 1 (a lost deal, a line that does not
win) and 3 (unknown) are verdicts, and a command still running after
SECONDS (a long analysis, a table of 10,000 deals) has started as it
should and is stopped (timeout's 124). The server block starts `reckon
serve` in the background and its curl lines must get 200. Skipped, with the
reason printed: the quickstart and test scripts themselves, sbatch (a Slurm
cluster; tests/slurm runs that recipe) and the merge of its stores, and cmake, whose install prefix is
moved into the scratch folder.

usage: readme_commands_test.py BUILD_DIR [SECONDS]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.abspath(sys.argv[1])
SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 10
FAIL_STATUSES = {2, 4, 126, 127}
SKIPS = (("scripts/quickstart", "the quickstart itself (CI's fresh machine runs it)"),
         ("scripts/test", "the test script itself (what CI runs)"),
         ("sbatch ", "needs a Slurm cluster (tests/slurm runs the recipe)"),
         ("reckon merge --deals 1-1000000 out/", "merges the Slurm array's stores"))


def commands(readme):
    """(language, command) for each command line, continuations joined."""
    out = []
    for lang, body in re.findall(r"```(\w*)\n(.*?)```", readme, re.S):
        if lang == "python":
            out.append(("python", body))
            continue
        if lang != "sh":
            continue
        pending = ""
        for line in body.splitlines():
            if pending:
                line = pending + " " + line.strip()
                pending = ""
            if line.rstrip().endswith("\\"):
                pending = line.rstrip()[:-1]
                continue
            if line.strip() and not line.strip().startswith("#"):
                out.append(("sh", line.strip()))
    return out


def wait_for(url, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as answer:
                return answer.status
        except OSError:
            time.sleep(0.2)
    return None


def main():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    scratch = tempfile.mkdtemp(prefix="reckon-readme-")
    server = None
    failures, counts = [], {"ran": 0, "still running": 0, "skipped": 0}
    try:
        for name in ("data", "scripts", "examples", "web"):
            os.symlink(os.path.join(ROOT, name), os.path.join(scratch, name))
        os.makedirs(os.path.join(scratch, "build"))
        os.symlink(BUILD, os.path.join(scratch, "build", "release"))
        env = dict(os.environ)
        env["PATH"] = os.path.join(BUILD, "tools") + os.pathsep + env["PATH"]
        env["PYTHONPATH"] = os.path.join(BUILD, "python")
        env.pop("CI", None)
        for lang, command in commands(readme):
            reason = next((why for prefix, why in SKIPS if command.startswith(prefix)), None)
            if reason:
                counts["skipped"] += 1
                print(f"skip  {command[:70]}  ({reason})")
                continue
            if command.startswith("cmake --install"):
                command = re.sub(r"--prefix \S+", "--prefix " + os.path.join(scratch, "prefix"), command)
                command = command.replace("build/release", BUILD)
            if lang == "sh" and re.match(r"reckon serve\b", command):
                server = subprocess.Popen(["bash", "-c", command], cwd=scratch, env=env,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                if wait_for("http://127.0.0.1:8080/api/status", 20) != 200:
                    failures.append((command, "the server did not answer /api/status"))
                counts["ran"] += 1
                print(f"ok    {command[:70]}  (serving)")
                continue
            if lang == "sh" and command.startswith("curl "):
                command = command.replace("curl ", "curl -sS --fail -o /dev/null ", 1)
            args = ["bash", "-c", command] if lang == "sh" else [sys.executable, "-c", command]
            started = time.monotonic()
            try:
                result = subprocess.run(["timeout", "-k", "5", str(SECONDS), *args], cwd=scratch, env=env,
                                        capture_output=True, text=True, timeout=SECONDS + 30)
                status = result.returncode
            except subprocess.TimeoutExpired:
                status, result = 124, None
            took = time.monotonic() - started
            shown = command.splitlines()[0][:70]
            if status == 124:
                counts["still running"] += 1
                print(f"ok    {shown}  (still running after {SECONDS:.0f} s: started, stopped)")
            elif status in FAIL_STATUSES or status > 128:
                failures.append((command, f"exit {status}: {(result.stderr if result else '').strip()[-300:]}"))
                print(f"FAIL  {shown}  (exit {status})")
            else:
                counts["ran"] += 1
                print(f"ok    {shown}  (exit {status}, {took:.1f} s)")
    finally:
        if server:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(scratch, ignore_errors=True)
    total = counts["ran"] + counts["still running"]
    print(f"README commands: {total} ran ({counts['still running']} of them still running when stopped), "
          f"{counts['skipped']} skipped, {len(failures)} failed")
    for command, why in failures:
        print(f"  {command}\n    {why}")
    print(f"{total} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
