#!/bin/bash
# Run 5 (stop 60, at the compiler of 0518a20 + the test change after it; lud's kernels as run 1's v1 + v4h + v5 forms,
# printed by the compiler): lud against stop 59's build (o2cold, 9d0170a) and the twin, 8 runs each, interleaved
# (bench.py, injected ledger, kernel time); per-region profiles; then the suite at large against its CUDA twins
# (bench.py, medians of 5, interleaved, kernel time).
S=$PWD/.carry/s60
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s60 $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s60
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/gpu.txt
python3 tools/bench/bench.py --apps lud --compilers o2cold,omp2cuda,cuda --baseline o2cold --search /tmp/s60 \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run5-ab-lud.log 2>&1
for v in omp2cuda o2cold; do for r in 1 2; do echo "== $v $r"; OMP2CUDA_PROFILE=1 /tmp/s60/$v/lud large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120; done; done > /tmp/o/run5-profiles.txt
cp /tmp/o/run5* $OUT/
grep -E "^\| lud" /tmp/o/run5-ab-lud.log; cat /tmp/o/run5-profiles.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s60 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 240 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric kernel_us > /tmp/o/run5-suite.log 2>&1
cp /tmp/suite/report.md $OUT/run5-suite.md; cp /tmp/suite/summary.csv $OUT/run5-suite-summary.csv; cp /tmp/o/run5-suite.log $OUT/
grep -i -B2 -A25 "geomean" $OUT/run5-suite.md | head -40
