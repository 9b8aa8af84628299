#!/bin/bash
# Run 94 (run 93 again with copies below 2 MiB pageable):
# Run 93: issue 17's transfer bars with the final runtime (xfer: a fresh process's first map of
# 256 MiB, 8 processes; a lasting mapping updated 40 times, 3 processes; copies by size under auto
# against pageable, 2 rounds), and the injected ledger against the independent CUPTI referee
# (bench.py --agree, lud, gaussian, nw, bplustree, 3 runs).
D=.carry/r94; O=/tmp/k94; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3 4 5 6 7 8; do $D/xfer cold 256 2>&1 | grep -E 'cold_enter_to' ; done > $O/cold.log 2>&1
for r in 1 2 3; do $D/xfer repeat 256 40 2>&1 | grep op=repeat; done > $O/repeat.log 2>&1
for r in 1 2 3; do for m in auto pageable; do OMP2CUDA_TRANSFER=$m $D/xfer 64 9 2>&1 | grep XFER | sed "s/^/$m /"; done; done > $O/sizes.log 2>&1
sed 's/.*gbps=//' $O/cold.log | sort -n | tr '\n' ' '; echo
cat $O/repeat.log
python3 - <<'PY'
import re, collections, statistics as st
w = collections.defaultdict(list)
for line in open('/tmp/k94/sizes.log'):
    m = re.match(r"(\w+) XFER op=(\w+) mib=(\d+) min_ms=([\d.]+) median_ms=([\d.]+)", line)
    if m: w[(m.group(2), int(m.group(3)), m.group(1))].append(float(m.group(5)))
for (op, mib, v) in sorted(k for k in w if k[2] == 'auto'):
    a, p = w[(op, mib, 'auto')], w[(op, mib, 'pageable')]
    print(f"{op:12s} {mib:3d} MiB auto {' '.join('%.3f' % x for x in a)}  pageable {' '.join('%.3f' % x for x in p)}  {'SLOWER' if min(a) > max(p) else ''}")
PY
cd /tmp && tar czf $OUT/k94.tgz k94
