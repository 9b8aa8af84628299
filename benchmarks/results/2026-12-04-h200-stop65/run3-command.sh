#!/bin/bash
# Run 3 (stop 65, at the commit of this file), one H200:
#  1. every test/run program (C and C++) and the validation suite's C and C++ tests on the GPU (test/device_run.sh,
#     built there with the driver built here): this stop's changes (declare target declarations of several
#     variables, a struct mapped whole beside its members, device count routines, team-level variables of class
#     types, distribute constructs whose loops call OpenMP routines) and everything else;
#  2. the app wall-clock of backprop, bfs, pathfinder and kmeans (the four whose omp2cuda app wall-clock was above
#     stop 43's in run 2, where every run's staged copies varied 5-6x from run to run): omp2cuda against the
#     hand-written CUDA twins, bench.py, 7 runs a cell after a warm-up, interleaved, 0.1 s apart, injected ledger.
S=$PWD/.carry/s65
export BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/l /tmp/s65 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=420 OUT=/tmp/o timeout 430 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar xzf /tmp/o/logs.tgz -C /tmp/l 2>/dev/null
cp /tmp/l/e2e.log $OUT/run3-e2e.log; cp /tmp/l/e2e-build.log $OUT/run3-e2e-build.log
for f in /tmp/o/vv-*.md; do cp $f $OUT/run3-$(basename $f); done
tar xJf .carry/s65w/suite.tar.xz -C /tmp/s65
OMP_TARGET_OFFLOAD=MANDATORY python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s65 \
	--apps backprop,bfs,pathfinder,kmeans --inject .carry/s65w/libomp2cuda_inject.so --size large --runs 7 \
	--delay 0.1 --max-time 110 --timeout 60 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric app_wall_ms \
	> /tmp/o/suite.log 2>&1
cp /tmp/suite/summary.csv $OUT/run3-wall-summary.csv; cp /tmp/suite/runs.csv $OUT/run3-wall-runs.csv
cat /tmp/o/progress.txt; tail -3 /tmp/l/e2e.log; grep -E "^(FAIL|WRONG)" -A3 /tmp/l/e2e.log | head -30
for v in 4.5 5.0 5.1 5.2 6.0; do echo "== $v"; grep -iE "^\| (pass|wrong)" /tmp/o/vv-$v.md | head -4; done
tail -3 /tmp/o/suite.log
