#!/bin/bash
# Run 3 (stop 58, at 90b9aca): lud (own columns with rows loaded before the body and branch-free first loads; pivot
# registers) against 25965dc's lud (o2cold) and the twin, 8 runs each, interleaved; per-region profile; test/run's
# own_columns and pivot_rows_regs on the GPU and under compute-sanitizer racecheck and synccheck.
S=$PWD/.carry/s58c
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s58/o2cold /tmp/s58/omp2cuda /tmp/s58/cuda $BENCH_REF_DIR
cp $S/lud_old /tmp/s58/o2cold/lud; cp $S/lud /tmp/s58/omp2cuda/lud; cp $S/lud_cuda /tmp/s58/cuda/lud
python3 tools/bench/bench.py --apps lud --compilers o2cold,omp2cuda,cuda --baseline o2cold --search /tmp/s58 \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run3-ab-lud.log 2>&1
OMP2CUDA_PROFILE=1 /tmp/s58/omp2cuda/lud large 2>&1 | grep "profile:" > /tmp/o/run3-lud-profile.txt
for t in own_columns pivot_rows_regs; do echo "== $t"; $S/$t; echo "rc=$?"; done > /tmp/o/run3-tests.txt 2>&1
for tool in racecheck synccheck; do for t in own_columns pivot_rows_regs; do
	echo "== $tool $t"; compute-sanitizer --tool $tool --error-exitcode 9 $S/$t 2>&1 | tail -2; echo "rc=$?"; done; done > /tmp/o/run3-sanitizer.txt 2>&1
cp /tmp/o/run3* $OUT/
grep -E "^\| lud" /tmp/o/run3-ab-lud.log; grep -E "lud.c:(51|61|72)" /tmp/o/run3-lud-profile.txt | cut -c1-110; cat /tmp/o/run3-tests.txt /tmp/o/run3-sanitizer.txt
