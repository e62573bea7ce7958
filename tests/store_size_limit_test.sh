#!/usr/bin/env bash
# A results store that cannot grow (a file size limit, as a full disk would
# do): analyze stops with exit status 2 and a message that says why and that
# the same command resumes; after the limit is lifted, it does resume.
#   tests/store_size_limit_test.sh RECKON
set -uo pipefail
reckon=${1:?usage: store_size_limit_test.sh RECKON}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
args=(analyze --game calculation --deals 1-3000 --threads 1 --db "$work/s.db")
message=$(bash -c "trap '' XFSZ; ulimit -f 40; exec timeout -k 5 300 \"\$0\" \"\$@\"" "$reckon" "${args[@]}" 2>&1 >/dev/null)
status=$?
[ "$status" -eq 2 ] || { echo "FAIL: exit $status, not 2: $message"; exit 1; }
grep -q "file size limit" <<<"$message" || { echo "FAIL: the message does not say why: $message"; exit 1; }
grep -q "run the same command again to resume" <<<"$message" || { echo "FAIL: no word of resuming: $message"; exit 1; }
timeout -k 5 300 "$reckon" "${args[@]}" >"$work/out.txt" 2>&1 || { echo "FAIL: the store did not resume"; cat "$work/out.txt"; exit 1; }
grep -q "3000 — 3000 winnable" "$work/out.txt" || { echo "FAIL: resumed to something else"; cat "$work/out.txt"; exit 1; }
echo "store_size_limit_test: exit 2 with the cause, then resumed: $message"
