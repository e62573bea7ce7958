#!/bin/sh
# curate's lists are a function of the deals, the players and their seeds:
# switching off a search rule changes the search's effort, never a verdict,
# so the lists must come out byte for byte the same.
# Usage: curate_rules_test.sh RECKON
set -eu
reckon=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for rules in "" "--no-dead-end" "--no-plan"; do
  name=$(echo "base$rules" | tr -d ' -')
  # A hardest list (the fair player's runs and forgiveness along its games)
  # and a tier list (the fair player's runs only), in two formats.
  "$reckon" curate --game calculation --deals 5-5 --hardest 1 --format csv --quiet $rules \
    >"$dir/$name.hardest.csv" 2>/dev/null
  "$reckon" curate --game calculation --deals 1-2 --tier medium --count 1 --quiet $rules >"$dir/$name.tier.txt"
done
status=0
# A store keeps stage 2 (the fair player's figures), so later lists read it
# back instead of playing again: the same lists from a store filled by a tier
# list, then read by a hardest list and the tier list again.
"$reckon" curate --game calculation --deals 1-5 --tier medium --count 1 --quiet --db "$dir/s.db" >/dev/null
if [ "$(sqlite3 "$dir/s.db" "SELECT count(*) FROM results WHERE extra LIKE '%fair_wins%'")" -lt 1 ]; then
  echo "curate --db kept no stage-2 figures" >&2
  status=1
fi
"$reckon" curate --game calculation --deals 5-5 --hardest 1 --format csv --quiet --db "$dir/s5.db" \
  >/dev/null 2>&1
"$reckon" curate --game calculation --deals 5-5 --hardest 1 --format csv --quiet --db "$dir/s5.db" \
  >"$dir/stored.hardest.csv" 2>/dev/null
"$reckon" curate --game calculation --deals 1-2 --tier medium --count 1 --quiet --db "$dir/s.db" >"$dir/stored.tier.txt"
for list in hardest.csv tier.txt; do
  if ! cmp -s "$dir/base.$list" "$dir/stored.$list"; then
    echo "curate $list differs when read back from a store:" >&2
    diff "$dir/base.$list" "$dir/stored.$list" >&2 || true
    status=1
  fi
done
for list in hardest.csv tier.txt; do
  for other in basenodeadend basenoplan; do
    if ! cmp -s "$dir/base.$list" "$dir/$other.$list"; then
      echo "curate $list differs with $other:" >&2
      diff "$dir/base.$list" "$dir/$other.$list" >&2 || true
      status=1
    fi
  done
  # The test must be able to fail: the lists are not empty.
  if [ "$(grep -c '^[0-9]' "$dir/base.$list")" -lt 1 ]; then
    echo "curate $list listed nothing" >&2
    status=1
  fi
done
cat "$dir/base.hardest.csv" "$dir/base.tier.txt"
exit $status
