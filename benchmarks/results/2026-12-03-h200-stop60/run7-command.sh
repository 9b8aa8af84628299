#!/bin/bash
# Run 7 (stop 60, at 1dc64b1, the commit after 7d29815: own columns' full window without the general instantiation): the
# test/run programs of this stop's kernels on the GPU (gemm_tiles, own_columns, pivot_rows*), then lud against stop
# 59's (o2cold), 7d29815's (s60b: the general window in a __noinline__ function) and the twin, 5 runs each,
# interleaved; per-region profile.
S=$PWD/.carry/s60d
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s60 $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s60
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=0 VV=0 SEEDMAX=0 E2E_ONLY='[gpo][eiw][mvn]*' BUDGET=150 OUT=/tmp/o timeout 160 test/device_run.sh) > /tmp/o/dr.log 2>&1
cp /tmp/o/e2e.log $OUT/run7-e2e.log; tail -4 /tmp/o/e2e.log; grep -E "^(FAIL|WRONG)" -A3 /tmp/o/e2e.log | head
python3 tools/bench/bench.py --apps lud --compilers o2cold,s60b,omp2cuda,cuda --baseline o2cold --search /tmp/s60 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run7-ab-lud.log 2>&1
OMP2CUDA_PROFILE=1 /tmp/s60/omp2cuda/lud large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120 > /tmp/o/run7-profile.txt
cp /tmp/o/run7* $OUT/; grep -E "^\| lud" /tmp/o/run7-ab-lud.log; cat /tmp/o/run7-profile.txt
