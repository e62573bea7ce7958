#!/bin/sh
# The Python package installed as a user installs it, offline, from Debian's
# own tools: pip install --no-build-isolation . into a fresh virtual
# environment (system site-packages for setuptools, wheel and pybind11),
# then `import reckon` there with no PYTHONPATH, its stubs found by mypy
# (PEP 561); and python3 -m build --no-isolation --wheel. Everything goes to
# a temporary folder, removed at the end (setuptools' own files go to
# build/setuptools in the tree, which git ignores).
# Usage: tests/python/pip_install_test.sh [CMAKE_BUILD_DIR]
#   CMAKE_BUILD_DIR: a configured build folder to reuse (RECKON_CMAKE_BUILD_DIR,
#   e.g. build/release); without it setup.py builds the C++ tree in build/pip.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -gt 0 ]; then
  RECKON_CMAKE_BUILD_DIR=$(cd "$1" && pwd)
  export RECKON_CMAKE_BUILD_DIR
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
unset PYTHONPATH
export PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1

timeout -k 5 120 /usr/bin/python3 -m venv --system-site-packages "$tmp/venv"
timeout -k 10 1800 "$tmp/venv/bin/pip" install --no-build-isolation "$root" >"$tmp/pip.log" 2>&1 || {
  cat "$tmp/pip.log" >&2
  echo "pip_install_test.sh: pip install failed" >&2
  exit 1
}

cd "$tmp"
verdict=$(timeout -k 5 120 "$tmp/venv/bin/python" -c \
  "import reckon; print(reckon.solve(game='calculation', deal=17).verdict)")
if [ "$verdict" != winnable ]; then
  echo "pip_install_test.sh: expected winnable, got '$verdict'" >&2
  exit 1
fi
# Installed as a package from the venv (not the tree), with its stubs and py.typed.
timeout -k 5 60 "$tmp/venv/bin/python" - "$tmp/venv" <<'PY'
import os, sys
import reckon
where = os.path.dirname(reckon.__file__)
assert where.startswith(sys.argv[1]), where
for f in ("__init__.pyi", "py.typed"):
    assert os.path.isfile(os.path.join(where, f)), f
print("reckon", reckon.__version__, "from", where)
PY
# The daily challenge reads the tier lists that the package carries: a venv
# has no share/reckon, RECKON_DATA_DIR is unset, and the module is not in
# the build tree, so there is nowhere else it could read them.
daily=$(cd "$tmp" && env -u RECKON_DATA_DIR timeout -k 5 60 "$tmp/venv/bin/python" -c \
  "import reckon; d = reckon.curate(game='calculation', tier='hard', daily='2026-12-07', days=2); \
print(' '.join(str(x.deal) for x in d.days))")
case "$daily" in
  [0-9]*' '[0-9]*) echo "daily deals from the package's lists: $daily" ;;
  *) echo "pip_install_test.sh: daily from the installed package failed: '$daily'" >&2; exit 1 ;;
esac
if command -v mypy >/dev/null 2>&1; then
  # A type checker finds the installed stubs (PEP 561) and checks a call with them.
  printf 'import reckon\nv: str = reckon.solve(deal=17).verdict\nn: int = reckon.solve(deal=17).verdict\n' >"$tmp/use.py"
  if timeout -k 5 300 mypy --no-incremental --cache-dir=/dev/null --python-executable "$tmp/venv/bin/python" \
    "$tmp/use.py" >"$tmp/mypy.log" 2>&1; then
    echo "pip_install_test.sh: mypy should have refused 'n: int = ... .verdict'" >&2
    exit 1
  fi
  grep -q 'use.py:3: error: Incompatible types in assignment (expression has type "str", variable has type "int")' \
    "$tmp/mypy.log" || { cat "$tmp/mypy.log" >&2; exit 1; }
fi

# The wheel, as python3-build makes it (Debian: python3-build).
timeout -k 10 1800 /usr/bin/python3 -m build --no-isolation --wheel --outdir "$tmp/dist" "$root" >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log" >&2
  echo "pip_install_test.sh: python3 -m build failed" >&2
  exit 1
}
/usr/bin/python3 - "$tmp/dist" <<'PY'
import glob, sys, zipfile
(wheel,) = glob.glob(sys.argv[1] + "/reckon-*.whl")
names = zipfile.ZipFile(wheel).namelist()
for want in ("reckon/__init__.pyi", "reckon/py.typed", "reckon/data/curated/calculation-tier-hard.txt",
             "reckon/data/curated/fourteen-tier-easy.txt"):
    assert want in names, (want, names)
assert any(n.startswith("reckon/__init__.cpython-") and n.endswith(".so") for n in names), names
print("wheel", wheel.rsplit("/", 1)[1])
PY
echo "pip_install_test.sh: ok"
