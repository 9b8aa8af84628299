#!/bin/bash
# Run 1 (stop 60): where lud's time goes per kernel, and four hand-edited forms of the generated code (built by
# ../2026-12-03-h200-stop58/probes/relink.sh from lud.o2c.cu of HEAD 5043d23): v1 kernel_pivots reads its pivot rows from shared memory (each
# row's warp also stores the final row there); v2 the row panel's register body instantiated only for the full window;
# v3 the row panel's straight-line form written by hand (stop 58's R); v4 the trailing update's whole tiles as the
# twin's internal kernel is written.  OMP2CUDA_PROFILE=1, 3 rounds interleaved; ncu kernel durations of base and twin;
# SASS of the tiled update (ours) and the twin's internal kernel.
S=$PWD/.carry/s60
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/gpu.txt
$S/lud_twin large > /dev/null 2>&1
for r in 1 2 3; do for v in base v1 v2 v3 v4; do echo "== $v round $r"; OMP2CUDA_PROFILE=1 $S/lud_$v large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120; done; done > $OUT/run1-profiles.txt 2>&1
cat $OUT/run1-profiles.txt | grep -E '==|lud.c' | paste - - - - | awk '{print $2, $11, $22, $33}' 
for v in base twin; do timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum --csv $S/lud_$v large > /tmp/ncu-$v.csv 2>/dev/null; python3 - /tmp/ncu-$v.csv <<'PY' > $OUT/run1-ncu-$v.txt
import csv, sys, collections
t = collections.defaultdict(float); c = collections.Counter()
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
h = rows[0]; ki = h.index('Kernel Name'); vi = h.index('Metric Value'); ui = h.index('Metric Unit')
for r in rows[1:]:
    v = float(r[vi].replace(',', '')); v = v / 1000 if r[ui] == 'nsecond' else v * (1 if r[ui] == 'usecond' else 1000)
    t[r[ki]] += v; c[r[ki]] += 1
for k in sorted(t, key=lambda k: -t[k]): print('%10.1f us %5d  %s' % (t[k], c[k], k[:80]))
PY
cat $OUT/run1-ncu-$v.txt; done
cuobjdump -sass $S/base.cubin | awk '/Function : o2c_lud_72$/,/\.L_x_[0-9]*:$/' > $OUT/run1-sass-tile.txt; cuobjdump -sass $S/base.cubin > $OUT/run1-sass-base.txt; cuobjdump -sass $S/twin.cubin > $OUT/run1-sass-twin.txt
wc -l $OUT/*.txt
