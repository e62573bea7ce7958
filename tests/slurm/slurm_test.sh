#!/usr/bin/env bash
# Starts a real single-node Slurm cluster on this machine (controller and
# compute node on localhost, facts in SLURM.md), runs an analysis as a job
# array of 4 shards with scripts/slurm/reckon-array.sbatch, merges the shard
# stores and checks the merged summary equals a single-process run.
# Needs root (it installs and starts munge, slurmctld and slurmd); stops
# every daemon it started.
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
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  added_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    added_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends munge slurm-client slurmctld slurmd >/dev/null
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

# The analysis: Calculation W=4 deals 1-200, 4 shards, as a job array.
args=(--game calculation --deals 1-200 --max-nodes 200000)
cd "$work"
RECKON="$reckon" sbatch --wait --array=0-3 --cpus-per-task=1 -o "$work/task-%A_%a.log" \
  "$root/scripts/slurm/reckon-array.sbatch" "$work/out" "${args[@]}" >/dev/null
ls "$work"/out/shard-*-of-4.db | wc -l | grep -qx 4 || { cat "$work"/task-*.log; echo "slurm_test: a shard store is missing" >&2; exit 1; }

strip() { sed -E 's/"(title|deal_list|seconds|threads|deals_per_second|cpu_seconds|median_micros|max_micros|resumed)":("[^"]*"|[0-9.]+),?//g'; }
merged=$("$reckon" merge --json "$work"/out/shard-*.db | strip)
single=$("$reckon" analyze "${args[@]}" --json --quiet | strip)
echo "merged: $merged"
echo "single: $single"
[ "$merged" = "$single" ] || { echo "slurm_test: the job array's merged summary differs from the single run" >&2; exit 1; }
echo "slurm_test: a 4-task Slurm job array matches the single-process run"
