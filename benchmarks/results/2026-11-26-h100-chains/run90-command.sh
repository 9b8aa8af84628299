#!/bin/bash
# Run 90: the landed staging watch (runtime/staging.c): e2e of the transfer programs and of
# region_chains with this runtime, then `xfer cold 256` (12 processes each, interleaved) and
# `xfer 256 7` (3 each): xfer_new against xfer_main (condition variables only).
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
T="transfer_adaptive transfer_modes map_to_written struct_member_map region_chains device_string"
python3 test/e2e.py build /tmp/e2e $T > /tmp/e2e-build.log 2>&1 || tail -20 /tmp/e2e-build.log
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > /tmp/e2e.log 2>&1
grep -v "^PASS" /tmp/e2e.log | tail -6; cp /tmp/e2e.log $OUT/run90-e2e.log
D=.carry/r90
for r in $(seq 1 12); do
  for v in main new; do
    echo "$v $($D/xfer_$v cold 256 2>&1 | grep -E 'cold_enter_to|cold_exit_from|second_enter_to|second_exit_from|verify' | sed 's/.*XFER //' | awk '{print $1, $NF}' | tr '\n' ' ')"
  done
done > /tmp/run90-cold.log 2>&1
for r in 1 2 3; do for v in main new; do $D/xfer_$v 256 7 2>&1 | grep XFER | sed "s/^/$v /"; done; done > /tmp/run90-warm.log 2>&1
cp /tmp/run90-*.log $OUT/
grep -c "verify=FAIL" /tmp/run90-cold.log /tmp/run90-warm.log
python3 - <<'PY'
import sys, re, collections, statistics as st
sys.path.insert(0, 'tools/bench'); import stats
d = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open('/tmp/run90-cold.log'):
    for op, g in re.findall(r"op=(\w+) \S*?gbps=([\d.]+)", line.replace(' gbps', ' x gbps')):
        pass
    w = line.split()
    for i in range(1, len(w) - 1, 2):
        if w[i].startswith('op='): d[w[0]][w[i][3:]].append(float(w[i + 1].split('=')[1]))
for op in ['cold_enter_to', 'cold_exit_from', 'second_enter_to', 'second_exit_from']:
    a, b = d['main'][op], d['new'][op]
    print(f"{op:17s} main med {st.median(a):5.1f} [{min(a):5.1f}, {max(a):5.1f}]  new med {st.median(b):5.1f} [{min(b):5.1f}, {max(b):5.1f}]  p {stats.mann_whitney(a, b)[2]:.4f}")
w = collections.defaultdict(list)
for line in open('/tmp/run90-warm.log'):
    m = re.match(r"(\w+) XFER op=(\w+) mib=(\d+) min_ms=([\d.]+) median_ms=([\d.]+)", line)
    if m: w[(m.group(2), int(m.group(3)), m.group(1))].append(float(m.group(5)))
for (op, mib, v) in sorted(k for k in w if k[2] == 'main'):
    a, b = w[(op, mib, 'main')], w[(op, mib, 'new')]
    print(f"{op:12s} {mib:4d} MiB median ms main {st.median(a):7.3f} new {st.median(b):7.3f} ({st.median(b)/st.median(a):.2f})")
PY
