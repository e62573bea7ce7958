#!/usr/bin/env python3
"""The installed C++ library, used as another program would use it.

Installs the build tree into a fresh prefix, copies examples/consumer out of
the source tree, and builds it three ways against that prefix alone:
find_package(reckon) with the shared library, find_package(reckon
COMPONENTS static) with the archive, and one compiler command with
pkg-config. Each consumer's output must equal the command line's answers:
the same verdicts and line lengths, each line replayed by `reckon verify`,
the same counts from analyze and the same list from curate. The consumer's
compile commands must name no folder of the source or build tree, so that
no header outside the installed API can be needed.

usage: installed_library_test.py BUILD_DIR SOURCE_DIR
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

BUILD, SOURCE = (os.path.abspath(p) for p in sys.argv[1:3])
RECKON = os.path.join(BUILD, "tools", "reckon")


def run(args, **kwargs):
    result = subprocess.run(args, capture_output=True, text=True, timeout=600, **kwargs)
    if result.returncode != 0:
        sys.exit(f"FAILED ({result.returncode}): {' '.join(args)}\n{result.stdout}\n{result.stderr}")
    return result.stdout


def reckon_json(*args):
    return json.loads(run([RECKON, *args, "--json"]))


def expected_lines():
    """What the consumer must print, from the command line."""
    lines = {}
    lines["version"] = run([RECKON, "--version"]).split()[1]
    lines["deal"] = reckon_json("deal", "--game", "calculation", "--deal", "17")
    for game, deal, extra in (("calculation", 17, []), ("rechenkuenstler", 7, ["--level", "normal"]),
                              ("fourteen", 5, [])):
        solved = reckon_json("solve", "--game", game, "--deal", str(deal), *extra)
        lines[f"solve {game}"] = (solved["verdict"], len(solved["moves"]), extra)
    analyzed = reckon_json("analyze", "--game", "fourteen", "--deals", "1-200", "--threads", "1")
    lines["analyze"] = (analyzed["winnable"], analyzed["unwinnable"], analyzed["unknown"])
    curated = reckon_json("curate", "--game", "fourteen", "--deals", "1-200", "--unwinnable", "--threads", "1")
    lines["curate"] = [entry["deal"] for entry in curated["deals"]]
    return lines


def check_output(how, output, expected):
    lines = output.splitlines()
    by_key = {}
    for line in lines:
        words = line.split()
        key = " ".join(words[:2]) if words[0] == "solve" else words[0]
        by_key[key] = line
    assert by_key["version"] == f"version {expected['version']}", (how, by_key["version"])
    deal = expected["deal"]
    cards = " ".join(deal.get("bases", []) + ["|"] + deal["stock"]) if "stock" in deal else None
    assert by_key["deal"].startswith("deal calculation 17: "), (how, by_key["deal"])
    if cards is not None:
        assert by_key["deal"].split(": ", 1)[1].replace("|", " ").split() == cards.replace("|", " ").split(), how
    for game in ("calculation", "rechenkuenstler", "fourteen"):
        line = by_key[f"solve {game}"]
        head, moves = line.split(": ", 1)
        words = head.split()
        verdict, count, extra = expected[f"solve {game}"]
        assert words[3] == verdict and int(words[5]) == count, (how, line, expected[f"solve {game}"])
        deal_number = words[2]
        # The consumer's line, replayed by the command line's independent checker.
        run([RECKON, "verify", "--game", game, "--deal", deal_number, *extra, "--moves", moves])
    winnable, unwinnable, unknown = expected["analyze"]
    assert by_key["analyze"] == (f"analyze fourteen 1-200: winnable {winnable} unwinnable {unwinnable} "
                                 f"unknown {unknown}"), (how, by_key["analyze"])
    assert by_key["curate"] == "curate fourteen 1-200 unwinnable: " + " ".join(expected["curate"]), how
    assert by_key["bad"] == "bad cards: InputError", (how, by_key["bad"])
    print(f"{how}: {len(lines)} lines agree with the command line")


def check_no_tree_paths(compile_line, how):
    for tree in (SOURCE, BUILD):
        assert tree not in compile_line, f"{how}: the consumer's compile command names {tree}:\n{compile_line}"


def main():
    expected = expected_lines()
    with tempfile.TemporaryDirectory(prefix="reckon-install-") as scratch:
        prefix = os.path.join(scratch, "prefix")
        run(["cmake", "--install", BUILD, "--prefix", prefix])
        consumer_source = os.path.join(scratch, "consumer")
        shutil.copytree(os.path.join(SOURCE, "examples", "consumer"), consumer_source)
        env = dict(os.environ)
        for name in ("CPATH", "CPLUS_INCLUDE_PATH", "LIBRARY_PATH", "LD_LIBRARY_PATH", "PKG_CONFIG_PATH"):
            env.pop(name, None)

        for how, static in (("find_package(reckon)", "OFF"), ("find_package(reckon COMPONENTS static)", "ON")):
            build = os.path.join(scratch, f"consumer-build-{static}")
            run(["cmake", "-S", consumer_source, "-B", build, "-G", "Ninja", f"-DCMAKE_PREFIX_PATH={prefix}",
                 f"-DRECKON_CONSUMER_STATIC={static}", "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"], env=env)
            run(["cmake", "--build", build], env=env)
            with open(os.path.join(build, "compile_commands.json")) as commands:
                for entry in json.load(commands):
                    check_no_tree_paths(entry["command"], how)
            check_output(how, run([os.path.join(build, "reckon-consumer")], env=env), expected)

        pc_dirs = [os.path.join(root) for root, _, files in os.walk(prefix) if "reckon.pc" in files]
        assert len(pc_dirs) == 1, pc_dirs
        env["PKG_CONFIG_PATH"] = pc_dirs[0]
        flags = run(["pkg-config", "--cflags", "--libs", "reckon"], env=env).split()
        libdir = next(flag[2:] for flag in flags if flag.startswith("-L"))
        program = os.path.join(scratch, "consumer-pkg-config")
        command = ["g++", "-std=c++20", os.path.join(consumer_source, "main.cc"), "-o", program, *flags,
                   f"-Wl,-rpath,{libdir}"]
        check_no_tree_paths(" ".join(command), "pkg-config")
        run(command, env=env)
        check_output("pkg-config", run([program], env=env), expected)


if __name__ == "__main__":
    main()
