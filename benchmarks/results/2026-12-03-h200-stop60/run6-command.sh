#!/bin/bash
# Run 6 (stop 60, at 7d29815): lud as this stop's compiler prints it (omp2cuda) against stop 59's (o2cold, 9d0170a),
# against 0518a20's (s60a: kernel_pivots' tile filled by __shfl_sync always) and the twin, 6 runs each, interleaved;
# per-region profiles; then every test/run program, the C-semantics corpus and the validation suite's C and C++ tests
# on the GPU (test/device_run.sh, with the driver built here); racecheck and synccheck on the programs of this stop's
# kernels (built there by test/e2e.py).
S=$PWD/.carry/s60c
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s60 $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s60
python3 tools/bench/bench.py --apps lud --compilers o2cold,s60a,omp2cuda,cuda --baseline o2cold --search /tmp/s60 \
	--inject $S/libomp2cuda_inject.so --size large --runs 6 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run6-ab-lud.log 2>&1
for v in omp2cuda s60a; do echo "== $v"; OMP2CUDA_PROFILE=1 /tmp/s60/$v/lud large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120; done > /tmp/o/run6-profiles.txt
cp /tmp/o/run6* $OUT/
grep -E "^\| lud" /tmp/o/run6-ab-lud.log; cat /tmp/o/run6-profiles.txt
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=1 VV=1 SEEDMAX=0 BUDGET=390 OUT=/tmp/o timeout 400 test/device_run.sh) > /tmp/o/dr.log 2>&1
for t in pivot_rows_regs own_columns gemm_tiles; do for tool in racecheck synccheck; do echo "== $t $tool"; timeout 20 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -2; done; done > /tmp/o/run6-sanitizer.txt 2>&1
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt; tail -3 /tmp/o/e2e.log; grep -E "^(FAIL|WRONG)" /tmp/o/e2e.log | head; tail -3 /tmp/o/csem*.log 2>/dev/null | tail -4
for v in 4.5 5.0 5.1 5.2 6.0; do grep -iE "pass|wrong" /tmp/o/vv-$v.md | head -4; done; cat /tmp/o/run6-sanitizer.txt
