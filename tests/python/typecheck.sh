#!/bin/sh
# The module's type stubs (python/reckon/__init__.pyi) checked by use:
# mypy --strict over the Python tests and the examples, which call every
# function and read every result class. Debian's mypy (apt-get install mypy).
# Usage: tests/python/typecheck.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
if ! command -v mypy >/dev/null 2>&1; then
  echo "typecheck.sh: mypy is missing (Debian: apt-get install mypy)" >&2
  exit 1
fi
cd "$root"
# MYPYPATH: the stubs as the wheel installs them (reckon/__init__.pyi, py.typed);
# no cache, so that nothing is written into the tree.
MYPYPATH="$root/python" exec timeout -k 5 600 mypy --strict --no-incremental --cache-dir=/dev/null \
  --python-executable /usr/bin/python3 tests/python/*.py examples/win_rates.py
