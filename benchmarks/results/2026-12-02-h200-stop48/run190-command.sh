#!/bin/bash
# Run 190 (stop 48), one H200, at this stop's runtime (the completion word at most once every 32 launches, by
# default; OMP2CUDA_LAUNCH=exact at every run's end as before): the error-path programs of test/run (test/e2e.py
# through test/device_run.sh); every suite app at large, OMP2CUDA_LAUNCH=async against exact (bench.py --env-ab, 5
# runs a side after a warm-up, interleaved, injected ledger, kernel time); the suite at large, omp2cuda against its
# CUDA twins (bench.py, medians of 5 after a warm-up, interleaved, injected ledger).
S=$PWD/.carry/s48
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s48 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && tar xJf $S/suite.tar.xz -C /tmp/s48
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 E2E_ONLY="errpath*" VV=0 CSEM=0 SEEDMAX=0 BUDGET=100 OUT=/tmp/o timeout 120 test/device_run.sh) > /tmp/o/dr.log 2>&1
cp /tmp/o/e2e.log $OUT/run190-e2e.log
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s48 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 200 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR > /tmp/suite.log 2>&1
cp /tmp/suite/report.md $OUT/run190-suite.md; cp /tmp/suite/summary.csv $OUT/run190-suite-summary.csv
for app in nn pathfinder hotspot srad_v2 gaussian backprop kmeans lud nw hotspot3D bfs srad_v1 bplustree lavaMD; do
	python3 tools/bench/bench.py --env-ab OMP2CUDA_LAUNCH=exact OMP2CUDA_LAUNCH=async --bin /tmp/s48/omp2cuda/$app \
		--args large --inject $S/libomp2cuda_inject.so --runs 5 --delay 0.1 --metric kernel_us \
		--out /tmp/ab-$app --ref-dir $BENCH_REF_DIR > /tmp/ab-$app.log 2>&1
	grep "^| $app" /tmp/ab-$app/report.md
done > $OUT/run190-word-ab.md 2>&1
cat $OUT/run190-e2e.log | tail -8; cat $OUT/run190-word-ab.md; grep -i "geomean" $OUT/run190-suite.md | head
