#!/bin/bash
# Run 89 (run 88 again, with xfer_yield: the same watch, yielding the processor every 256 turns):
# Run 88: staging helpers that watch for the next piece (spin up to 0.3 ms) before sleeping
# (xfer_spin) against main's (xfer_main, condition variables only): a fresh process's first map of
# 256 MiB (`xfer cold 256`, 10 processes each, interleaved) and warm copies by size
# (`xfer 256 7`, 3 processes each), GB/s as the host waits.
D=.carry/r88
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in $(seq 1 12); do
  for v in main spin yield; do
    echo "$v $($D/xfer_$v cold 256 2>&1 | grep -E 'cold_enter_to|cold_exit_from|second_enter_to|second_exit_from' | sed 's/.*op=//' | awk '{print $1, $NF}' | tr '\n' ' ')"
  done
done > /tmp/run89-cold.log 2>&1
for r in 1 2 3; do for v in main spin yield; do $D/xfer_$v 256 7 2>&1 | grep XFER | sed "s/^/$v /"; done; done > /tmp/run89-warm.log 2>&1
cp /tmp/run89-*.log $OUT/
python3 - <<'PY'
import sys, collections, statistics as st
sys.path.insert(0, 'tools/bench'); import stats
d = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open('/tmp/run89-cold.log'):
    w = line.split()
    for i in range(1, len(w) - 1, 2):
        d[w[0]][w[i]].append(float(w[i + 1].split('=')[1]))
for op in ['cold_enter_to', 'cold_exit_from', 'second_enter_to', 'second_exit_from']:
    a = d['main'][op]
    for v in ['spin', 'yield']:
        b = d[v][op]
        print(f"{op:17s} main med {st.median(a):5.1f} [{min(a):5.1f}, {max(a):5.1f}]  {v} med {st.median(b):5.1f} [{min(b):5.1f}, {max(b):5.1f}]  p {stats.mann_whitney(a, b)[2]:.4f}")
import re
w = collections.defaultdict(list)
for line in open('/tmp/run89-warm.log'):
    m = re.match(r"(\w+) XFER op=(\w+) mib=(\d+) min_ms=([\d.]+) median_ms=([\d.]+)", line)
    if m: w[(m.group(2), int(m.group(3)), m.group(1))].append(float(m.group(5)))
for (op, mib, v) in sorted(k for k in w if k[2] == 'main'):
    a = w[(op, mib, 'main')]
    print(f"{op:12s} {mib:4d} MiB median ms main {st.median(a):7.3f} " + " ".join(f"{x} {st.median(w[(op, mib, x)]):7.3f} ({st.median(w[(op, mib, x)])/st.median(a):.2f})" for x in ['spin', 'yield']))
PY
