#!/bin/bash
# Run 2 (stop 58, at b53f87b): lud with own columns (the row panel) and pivot registers (kernel_below's row in
# registers) against 25965dc's lud (o2cold) and the twin, 8 runs each, interleaved; per-region profiles; then the suite
# at large against its CUDA twins (bench.py, medians of 5, interleaved, injected ledger, kernel time).
S=$PWD/.carry/s58b
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s58/o2cold $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s58 && cp $S/lud_old /tmp/s58/o2cold/lud
python3 tools/bench/bench.py --apps lud --compilers o2cold,omp2cuda,cuda --baseline o2cold --search /tmp/s58 \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run2-ab-lud.log 2>&1
for r in 1 2; do OMP2CUDA_PROFILE=1 /tmp/s58/omp2cuda/lud large 2>&1 | grep "profile:" > /tmp/o/run2-lud-profile-$r.txt; done
OMP2CUDA_PROFILE=1 /tmp/s58/o2cold/lud large 2>&1 | grep "profile:" > /tmp/o/run2-lud-profile-old.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s58 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 240 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric kernel_us > /tmp/o/run2-suite.log 2>&1
cp /tmp/suite/report.md /tmp/o/run2-suite.md; cp /tmp/suite/summary.csv /tmp/o/run2-suite-summary.csv
cp /tmp/o/* $OUT/
grep -E "^\| lud" /tmp/o/run2-ab-lud.log; grep -E "lud.c:(51|61|72)" /tmp/o/run2-lud-profile-1.txt | cut -c1-120; grep -i -B2 -A25 "geomean" /tmp/o/run2-suite.md | head -50
