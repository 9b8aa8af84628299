#!/bin/bash
# Run 86: staging chunks of 8 MiB (default) against 16 MiB: a fresh process's first map of 256 MiB
# (`xfer cold 256`, 12 processes each, interleaved), and warm copies by size (`xfer 256 7`, 2 each).
D=.carry/r86
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in $(seq 1 12); do
  for c in 8 16; do
    echo "$c $(OMP2CUDA_STAGE_CHUNK=$((c * 1048576)) $D/xfer cold 256 2>&1 | grep -E 'cold_enter_to|cold_exit_from' | sed 's/.*op=//' | awk '{print $1, $NF}' | tr '\n' ' ')"
  done
done > /tmp/run86-cold.log 2>&1
for r in 1 2; do for c in 8 16; do echo "== chunk $c MiB r=$r"; OMP2CUDA_STAGE_CHUNK=$((c * 1048576)) $D/xfer 256 7 2>&1 | grep XFER; done; done > /tmp/run86-warm.log 2>&1
cp /tmp/run86-*.log $OUT/
python3 - <<'PY'
import sys, collections, statistics as st
sys.path.insert(0, 'tools/bench'); import stats
d = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open('/tmp/run86-cold.log'):
    w = line.split()
    for i in range(1, len(w) - 1, 2):
        d[w[0]][w[i]].append(float(w[i + 1].split('=')[1]))
for op in ['cold_enter_to', 'cold_exit_from']:
    a, b = d['8'][op], d['16'][op]
    print(op, '8 MiB med %.1f [%.1f, %.1f]' % (st.median(a), min(a), max(a)), '16 MiB med %.1f [%.1f, %.1f]' % (st.median(b), min(b), max(b)), 'p', stats.mann_whitney(a, b)[2])
PY
grep -E "chunk|to .*256|from .*256|op=update" /tmp/run86-warm.log | head -40
