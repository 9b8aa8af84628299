#!/bin/bash
# Run 4 (stop 65, at 7958e70), one H200: is kmeans's (and pathfinder's) app wall-clock above stop 43's a change of
# omp2cuda or of the machine?  kmeans and pathfinder built here with the driver of 90f846f (stop 43's, "o2cold")
# and of this commit ("omp2cuda"), and the CUDA twins, bench.py interleaved: 9 runs a cell after a warm-up,
# 0.1 s apart, injected ledger, verdicts on app wall-clock.
S=$PWD/.carry/s65k
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/ab $BENCH_REF_DIR && tar xJf $S/ab.tar.xz -C /tmp/ab
python3 tools/bench/bench.py --compilers o2cold,omp2cuda,cuda --baseline o2cold --search /tmp/ab \
	--inject $S/libomp2cuda_inject.so --size large --runs 9 --delay 0.1 --max-time 150 \
	--timeout 60 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric app_wall_ms > /tmp/suite.log 2>&1
cp /tmp/suite/report.md $OUT/run4-wall.md; cp /tmp/suite/runs.csv $OUT/run4-wall-runs.csv
grep -E "^\| (kmeans|pathfinder)" /tmp/suite/report.md; tail -2 /tmp/suite.log
