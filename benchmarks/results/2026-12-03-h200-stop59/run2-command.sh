#!/bin/bash
# Run 2 (stop 59, at 9d0170a): lud with this stop's pivot kernels (kernel_pivots' rows in registers, kernel_below's
# pivot rows in shared memory) and the row panel's full window against stop 58's lud (o2cold, bbeb97c), the twin, and
# the same compiler with -fno-pivot-registers and with -fno-own-columns, 6 runs each, interleaved (bench.py, injected
# ledger, kernel time); a profile of each; then every test/run program on the GPU (test/device_run.sh, E2E only), and
# racecheck and synccheck on the two test programs of this stop's kernels.
S=$PWD/.carry/s59
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s59 $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s59
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/gpu.txt
python3 tools/bench/bench.py --apps lud --compilers o2cold,omp2cuda,nopivreg,noowncol,cuda --baseline o2cold --search /tmp/s59 \
	--inject $S/libomp2cuda_inject.so --size large --runs 6 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run2-ab-lud.log 2>&1
for v in omp2cuda o2cold nopivreg noowncol; do echo "== $v"; OMP2CUDA_PROFILE=1 /tmp/s59/$v/lud large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-140; done > /tmp/o/run2-profiles.txt
cp /tmp/o/run2* $OUT/
grep -E "^\| " /tmp/o/run2-ab-lud.log | head -12; cat /tmp/o/run2-profiles.txt
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=0 VV=0 SEEDMAX=0 BUDGET=330 OUT=/tmp/o timeout 330 test/device_run.sh) > /tmp/o/dr.log 2>&1
for t in pivot_rows_regs own_columns; do for tool in racecheck synccheck; do echo "== $t $tool"; timeout 40 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -2; done; done > /tmp/o/run2-sanitizer.txt 2>&1
cp /tmp/o/e2e.log $OUT/run2-e2e.log; cp /tmp/o/e2e-build.log $OUT/run2-e2e-build.log; cp /tmp/o/run2-sanitizer.txt /tmp/o/progress.txt $OUT/
cat /tmp/o/progress.txt; tail -3 /tmp/o/e2e.log; grep -E "^(FAIL|WRONG)" /tmp/o/e2e.log | head; cat /tmp/o/run2-sanitizer.txt
