#!/usr/bin/env bash
# Starts a real single-node Slurm cluster on this machine (controller and
# compute node on localhost, facts in SLURM.md) and runs an analysis as a job
# array of 4 shards with scripts/slurm/reckon-array.sbatch. One task is
# killed (SIGKILL) part-way through its shard; the merge must then refuse the
# incomplete stores, and after the same array is submitted again it must
# hold every deal exactly once, the killed task having resumed from the
# deals its store had committed, with a summary equal to a single-process
# run's. Needs root (it installs and starts munge, slurmctld and slurmd);
# stops every daemon it started.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
reckon=${RECKON:-$root/build/release/tools/reckon}
[ -x "$reckon" ] || { echo "slurm_test: build reckon first ($reckon)" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "slurm_test: needs root to start Slurm" >&2; exit 1; }

work=$(mktemp -d /tmp/reckon-slurm.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  sleep 1
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  rm -f /run/slurmctld.pid
  rm -rf "$work"
}
trap cleanup EXIT

# Install (without starting daemons: policy-rc.d says no).
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null || ! command -v sqlite3 >/dev/null; then
  added_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    added_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends munge slurm-client slurmctld slurmd sqlite3 >/dev/null
  [ "$added_policy" -eq 1 ] && rm -f /usr/sbin/policy-rc.d
fi
if [ ! -s /etc/munge/munge.key ]; then
  setpriv --reuid=munge --regid=munge --init-groups mungekey --create
  chmod 0400 /etc/munge/munge.key
fi

cpus=$(nproc)
mkdir -p /etc/slurm /var/lib/slurm/slurmctld /var/lib/slurm/slurmd
chown -R slurm:slurm /var/lib/slurm
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=local
SlurmctldHost=localhost
SlurmUser=slurm
AuthType=auth/munge
CredType=cred/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
MailProg=/bin/true
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
ReturnToService=2
StateSaveLocation=/var/lib/slurm/slurmctld
SlurmdSpoolDir=/var/lib/slurm/slurmd
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF

install -d -o munge -g munge -m0755 /run/munge
setsid setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged --foreground >"$work/munged.log" 2>&1 &
pids+=($!)
sleep 1
setsid slurmctld -D -i >"$work/slurmctld.log" 2>&1 &
pids+=($!)
for _ in $(seq 60); do scontrol ping 2>/dev/null | grep -q UP && break; sleep 0.5; done
scontrol ping | grep -q UP || { cat "$work/slurmctld.log"; echo "slurm_test: slurmctld did not come up" >&2; exit 1; }
setsid slurmd -D -N localhost >"$work/slurmd.log" 2>&1 &
pids+=($!)
for _ in $(seq 60); do [ "$(sinfo -h -N -n localhost -o %T 2>/dev/null)" = idle ] && break; sleep 0.5; done
[ "$(sinfo -h -N -n localhost -o %T)" = idle ] || { cat "$work/slurmd.log"; echo "slurm_test: slurmd not idle" >&2; exit 1; }

# The analysis: Calculation W=3 deals 161-184, 4 shards of 6 deals, as a job
# array. Task 2 decides 162, 166, 170, .., 182 in that order; 162 and 166
# take some 0.1 s, and 170, a loss, takes 2.5 s. So the kill, made once 162
# is committed, lands 2 s before the shard could finish, however slowly the
# watcher polls on a loaded host (with deals 36-59 the shard's last five
# deals took 40 ms, and CI once saw all six committed before the kill).
args=(--game calculation --waste 3 --deals 161-184 --max-nodes 200000)
deals=161-184
per_task=6
cd "$work"

# Submits the array and waits for it (squeue polled every 0.2 s: sbatch
# --wait polls far more slowly). The tasks' exit codes are not looked at:
# the stores are what is checked.
run_array() {
  local job
  job=$(RECKON="$1" sbatch --parsable --array=0-3 --cpus-per-task=1 -o "$work/task-%A_%a.log" \
    "$root/scripts/slurm/reckon-array.sbatch" "$work/out" "${args[@]}")
  job=${job%%;*}
  for _ in $(seq 3000); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.2; done
  [ -z "$(squeue -h -j "$job")" ] || { echo "slurm_test: job array $job did not finish in 10 minutes" >&2; exit 1; }
  echo "$job"
}
rows_in() { sqlite3 "$1" "SELECT count(*) FROM results" 2>/dev/null || echo 0; }

# First submission: task 2 runs reckon through a wrapper that kills it with
# SIGKILL once its store has committed a deal (the other tasks run reckon as
# they are).
cat > "$work/kill-task-2" <<WRAP
#!/bin/bash
[ "\$SLURM_ARRAY_TASK_ID" = 2 ] || exec "$reckon" "\$@"
db=$work/out/shard-2-of-4.db
"$reckon" "\$@" & pid=\$!
while kill -0 \$pid 2>/dev/null; do
  if [ "\$(sqlite3 "\$db" 'SELECT count(*) FROM results' 2>/dev/null || echo 0)" -ge 1 ]; then
    kill -9 \$pid
    touch "$work/killed"
    break
  fi
  sleep 0.02
done
wait \$pid
WRAP
chmod +x "$work/kill-task-2"
first=$(run_array "$work/kill-task-2")
[ -e "$work/killed" ] || { cat "$work"/task-*.log; echo "slurm_test: task 2 finished before it could be killed" >&2; exit 1; }
kept=$(rows_in "$work/out/shard-2-of-4.db")
echo "slurm_test: task 2 of job $first killed with $kept of $per_task deals committed"
[ "$kept" -ge 1 ] && [ "$kept" -lt $per_task ] ||
  { echo "slurm_test: the killed task's store holds $kept deals, not 1..$((per_task - 1))" >&2; exit 1; }
for k in 0 1 3; do
  [ "$(rows_in "$work/out/shard-$k-of-4.db")" = $per_task ] || { cat "$work"/task-*.log; echo "slurm_test: shard $k is incomplete" >&2; exit 1; }
done
if "$reckon" merge --deals $deals "$work"/out/shard-*.db >"$work/merge-early.txt" 2>&1; then
  echo "slurm_test: merge accepted the stores of a killed task" >&2; exit 1
fi
echo "slurm_test: merge refuses the incomplete stores: $(tail -1 "$work/merge-early.txt")"

# Resubmission: the same array, reckon as it is. Every task resumes: the
# killed one takes its committed deals from its store and decides the rest.
second=$(run_array "$reckon")
grep -q "($kept deals taken from the store)" "$work/task-${second}_2.log" ||
  { cat "$work/task-${second}_2.log"; echo "slurm_test: task 2 did not resume its $kept deals" >&2; exit 1; }
for k in 0 1 3; do
  grep -q "($per_task deals taken from the store)" "$work/task-${second}_$k.log" ||
    { cat "$work/task-${second}_$k.log"; echo "slurm_test: task $k redid deals it had decided" >&2; exit 1; }
done
total=0
for k in 0 1 2 3; do total=$((total + $(rows_in "$work/out/shard-$k-of-4.db"))); done
[ "$total" = $((4 * per_task)) ] || { echo "slurm_test: the stores hold $total rows for $((4 * per_task)) deals" >&2; exit 1; }

strip() { sed -E 's/"(title|deal_list|seconds|threads|deals_per_second|cpu_seconds|median_micros|max_micros|resumed)":("[^"]*"|[0-9.]+),?//g'; }
merged=$("$reckon" merge --json --deals $deals "$work"/out/shard-*.db | strip)
single=$("$reckon" analyze "${args[@]}" --json --quiet | strip)
echo "merged: $merged"
echo "single: $single"
[ "$merged" = "$single" ] || { echo "slurm_test: the job array's merged summary differs from the single run" >&2; exit 1; }
echo "slurm_test: a 4-task Slurm job array, one task killed part-way and the array resubmitted, matches the single-process run"

# The construction recipe: a 2-task array of construct runs (seeds 1 and 2)
# gives the deals each seed gives in one process, and construct-merge reads
# both stores.
cargs=(--game calculation --deal 12925 --evaluations 7 --batch 3 --max-nodes 3000)
job=$(RECKON="$reckon" sbatch --parsable --array=0-1 --cpus-per-task=1 -o "$work/construct-%A_%a.log" \
  "$root/scripts/slurm/construct-array.sbatch" "$work/construct" "${cargs[@]}")
job=${job%%;*}
for _ in $(seq 3000); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.2; done
best() { python3 -c 'import json,sys; print([d["cards"] for d in json.load(sys.stdin)["best"]])'; }
for seed in 1 2; do
  task=$("$reckon" construct "${cargs[@]}" --seed $seed --db "$work/construct/seed-$seed.db" --json --quiet | best)
  alone=$("$reckon" construct "${cargs[@]}" --seed $seed --json --quiet | best)
  [ "$task" = "$alone" ] || { cat "$work"/construct-*.log; echo "slurm_test: construct seed $seed differs from its array task" >&2; exit 1; }
done
# (sed, not head: head closes the pipe early, and the writer's broken pipe
# would fail the pipeline.)
"$root/scripts/construct-merge" "$work"/construct/seed-*.db | sed -n 1,3p
echo "slurm_test: a 2-task construct array gives each seed's deals"

