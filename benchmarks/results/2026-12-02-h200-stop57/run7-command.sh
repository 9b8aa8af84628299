#!/bin/bash
# Run 7 (stop 57, at 9b5bba4): lud with the tiled update in 32 bits and cp.async (omp2cuda) against 4b3224e's lud
# (o2cold) and the twin, 8 runs each, interleaved; then the suite at large against its CUDA twins (bench.py,
# medians of 5, interleaved, injected ledger, kernel time).
S=$PWD/.carry/s57
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s57 $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s57
python3 tools/bench/bench.py --apps lud --compilers o2cold,omp2cuda,cuda --baseline o2cold --search /tmp/s57 \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run7-ab-lud.log 2>&1
for r in 1 2; do OMP2CUDA_PROFILE=1 /tmp/s57/omp2cuda/lud large 2>&1 | grep "profile:" > /tmp/o/run7-lud-profile-$r.txt; done
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s57 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 240 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric kernel_us > /tmp/o/run7-suite.log 2>&1
cp /tmp/suite/report.md /tmp/o/run7-suite.md; cp /tmp/suite/summary.csv /tmp/o/run7-suite-summary.csv
tar czf $OUT/o.tgz -C /tmp o
grep -E "^\| lud" /tmp/o/run7-ab-lud.log; cat /tmp/o/run7-lud-profile-1.txt; grep -i -B2 -A25 "geomean" /tmp/o/run7-suite.md | head -60
