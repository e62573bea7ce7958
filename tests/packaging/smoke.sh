#!/bin/bash
# An installed reckon, used from its prefix alone: the programs, the files
# they read at run time (share/reckon), the Python module, a man page and
# the bash completion. installed_prefix_test.sh and deb_test.sh run it in a
# mount namespace where the source and build trees are hidden, so that
# whatever it finds, it found in the prefix.
#
# usage: smoke.sh PREFIX PYTHON [PYTHONPATH]   (no PYTHONPATH: the
#        interpreter's own path must find the module, as for the .deb;
#        PYTHON "none": a build without the module)
# Exit status 0 when every check passes; the first failure ends it with 1.
set -u
prefix=$1 python=$2 pythonpath=${3:-}
reckon=$prefix/bin/reckon
work=$(mktemp -d)
server=
cleanup() {
  if [[ -n $server ]] && kill -0 "$server" 2>/dev/null; then kill -KILL "$server"; fi
  # The data folder, if a failure came while it was moved aside.
  if [[ -n ${data:-} && -e $data.away && ! -e $data ]]; then mv "$data.away" "$data"; fi
  rm -rf "$work"
}
trap cleanup EXIT
# The checks below must find what they find through the prefix alone.
unset RECKON_DATA_DIR RECKON_WEB_DIR PYTHONPATH
fail() {
  echo "FAILED: $*" >&2
  exit 1
}
for tool in curl man; do
  command -v $tool >/dev/null || fail "no $tool (scripts/setup-debian installs curl and man-db)"
done
# Runs a command bounded in time; its status in $status, its output in
# $work/out and $work/err.
run() {
  timeout -k 5 120 "$@" >"$work/out" 2>"$work/err"
  status=$?
}
expect() {  # expect STATUS WHAT COMMAND...
  local want=$1 what=$2
  shift 2
  run "$@"
  [[ $status == "$want" ]] || fail "$what: exit $status, not $want: $*"$'\n'"$(cat "$work/out" "$work/err")"
}

# solve: the programs run from the prefix.
expect 0 "solve" "$reckon" solve --game calculation --deal 17
grep -q winnable "$work/out" || fail "solve printed no verdict: $(cat "$work/out")"

# curate --daily reads a tier list from share/reckon/data: it must print
# what the shipped daily list of the same days holds (its lines 2-5: the
# header naming the list, and three days).
daily=$prefix/share/reckon/data/curated/daily/calculation-easy.txt
[[ -f $daily ]] || fail "not installed: $daily"
first=$(sed -n 3p "$daily" | cut -d' ' -f1)
expect 0 "curate --daily" "$reckon" curate --game calculation --daily "$first" --tier easy --days 3
diff <(sed -n 2,5p "$daily") "$work/out" >/dev/null ||
  fail "curate --daily printed other days than $daily: $(cat "$work/out")"
# ... and from nowhere else: without share/reckon/data it fails, naming the
# folder it looked for (exit 2).
data=$prefix/share/reckon/data
if [[ -w $prefix/share/reckon ]]; then
  mv "$data" "$data.away"
  expect 2 "curate --daily without the data folder" "$reckon" curate --game calculation --daily "$first" --tier easy
  mv "$data.away" "$data"
  grep -qF "$data" "$work/err" || fail "the error names not $data: $(cat "$work/err")"
fi
# RECKON_DATA_DIR wins over the prefix's folder, and a missing one is an
# error naming it.
mkdir -p "$work/data/curated"
cp "$data/curated/calculation-tier-hard.txt" "$work/data/curated/calculation-tier-easy.txt"
expect 0 "curate --daily with RECKON_DATA_DIR" env RECKON_DATA_DIR="$work/data" \
  "$reckon" curate --game calculation --daily "$first" --tier easy --days 3
diff <(sed -n 2,5p "$daily") "$work/out" >/dev/null && fail "RECKON_DATA_DIR was not read"
expect 2 "a missing RECKON_DATA_DIR" env RECKON_DATA_DIR="$work/nowhere" \
  "$reckon" curate --game calculation --daily "$first" --tier easy
grep -qF "RECKON_DATA_DIR=$work/nowhere: not a folder" "$work/err" || fail "bad message: $(cat "$work/err")"

# serve: the page and one answer, on a free loopback port; SIGTERM stops it.
"$reckon" serve --port 0 --workers 1 >"$work/serve.out" 2>"$work/serve.err" &
server=$!
port=
for _ in $(seq 1 300); do
  port=$(sed -n 's|.*listening on http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/serve.err")
  [[ -n $port ]] && break
  kill -0 "$server" 2>/dev/null || fail "reckon serve ended: $(cat "$work/serve.err")"
  sleep 0.1
done
[[ -n $port ]] || fail "reckon serve did not start within 30 s: $(cat "$work/serve.err")"
expect 0 "GET /" curl -sSf --max-time 30 "http://127.0.0.1:$port/"
cmp -s "$work/out" "$prefix/share/reckon/web/index.html" || fail "/ is not share/reckon/web/index.html"
expect 0 "GET /api/solve" curl -sSf --max-time 60 "http://127.0.0.1:$port/api/solve?game=calculation&deal=17"
grep -q '"verdict": *"winnable"' "$work/out" || fail "/api/solve answered: $(head -c 300 "$work/out")"
# /api/daily reads the same tier list as curate --daily: the same first deal.
expect 0 "GET /api/daily" curl -sSf --max-time 60 \
  "http://127.0.0.1:$port/api/daily?game=calculation&tier=easy&daily=$first"
deal=$(sed -n 3p "$daily" | awk '{print $2}')
grep -q "\"deal\": *\"$deal\"" "$work/out" || fail "/api/daily answered: $(head -c 300 "$work/out")"
kill -TERM "$server"
timeout -k 5 60 tail --pid="$server" -f /dev/null
wait "$server"
status=$?
server=
[[ $status == 0 ]] || fail "reckon serve exited $status after SIGTERM: $(cat "$work/serve.err")"
expect 2 "serve with a missing RECKON_WEB_DIR" env RECKON_WEB_DIR="$work/nowhere" "$reckon" serve --port 0
grep -qF "RECKON_WEB_DIR=$work/nowhere: not a folder" "$work/err" || fail "bad message: $(cat "$work/err")"

# reckon-claims runs from the prefix too.
expect 0 "reckon-claims --help" "$prefix/bin/reckon-claims" --help

# The Python module from the prefix: the same verdict as the program, and
# where the module draws daily challenges (DailyResult), the same first
# deal as the shipped list, from the tier list it found relative to its own
# file ("none": a build without the module).
[[ $python == none ]] || expect 0 "import reckon" env ${pythonpath:+PYTHONPATH="$pythonpath"} PYTHONDONTWRITEBYTECODE=1 "$python" -c '
import reckon, sys
r = reckon.solve(game="calculation", deal=17)
assert r.verdict == "winnable", r.verdict
if hasattr(reckon, "DailyResult"):
    first, deal = sys.argv[1].split()[:2]
    d = reckon.curate(game="calculation", daily=first, tier="easy", days=1)
    assert str(d.days[0].deal) == deal, (d.days[0], deal)
print(reckon.__file__)' "$(sed -n 3p "$daily")"
[[ $python == none || $(cat "$work/out") == "$prefix"/* ]] || fail "the module came from $(cat "$work/out"), not $prefix"

# Man pages: one for reckon and for each command its --help lists, read by
# man without a warning.
pages=$prefix/share/man/man1
for command in "" $("$reckon" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z]\+\) .*/\1/p'); do
  page=$pages/reckon${command:+-$command}.1
  [[ -f $page ]] || fail "no man page $page"
done
expect 0 "man -l" env MANWIDTH=80 man --warnings -l -P cat "$pages/reckon-solve.1"
grep -q -- "--max-nodes" "$work/out" || fail "reckon-solve.1 lists no --max-nodes"
[[ ! -s $work/err ]] || fail "man warns: $(cat "$work/err")"

# Bash completion: the commands, a command's options and a value.
completion=$prefix/share/bash-completion/completions/reckon
[[ -f $completion ]] || fail "not installed: $completion"
# shellcheck disable=SC2016 # the script expands its own arguments
expect 0 "bash completion" bash -c '
source "$1"
complete -p reckon >/dev/null || exit 1
t() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _reckon; echo "${COMPREPLY[*]}"; }
t reckon so; t reckon solve --max-n; t reckon curate --tier ex' _ "$completion"
[[ $(cat "$work/out") == $'solve\n--max-nodes\nexpert' ]] || fail "completion gave: $(cat "$work/out")"

echo "smoke test passed: $prefix"
