#!/bin/bash
# Run 3 (stop 61, at aaabf7b; srad_v1 again, its search cut by run 2's limit): per app, the single-decision tuner (bench.py tune, 2 timed runs a variant within 25 s)
# and then the evolutionary search (bench.py tune --search evo: population 6, the minimum of 2 runs a genome, 24
# program runs of budget, 5 final runs of each build, 0.1 s between runs) seeded by it and with it as the final rival;
# builds with the driver built here, at large (test/device_run.sh EVOTUNE).
S=$PWD/.carry/s61
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=0 CSEM=0 VV=0 SEEDMAX=0 EVOTUNE="pathfinder bfs srad_v2 nn nw hotspot hotspot3D srad_v1" SINGLERUNS=2 SINGLETIME=25 EVOBUDGET=24 \
	EVOARGS="--population 6 --reps 2 --final-reps 5 --delay 0.1" BUDGET=580 OUT=/tmp/o timeout 592 test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && cp logs.tgz $OUT/run3-logs.tgz; tar czf $OUT/run3-reports.tgz *.md progress.txt
cat progress.txt; for f in evotune-*.md; do echo "== $f"; grep -E "^\| (default|winner|single)" $f; grep -E "^Winner" $f; done
