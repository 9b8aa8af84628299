#!/bin/bash
# Run 3 (stop 64, at a0233c4): the tuners for the two apps stop 62's runs did not reach (nw, hotspot), then bfs
# (stop 62's last, cut by the budget): per app the single-decision tuner (bench.py tune, 5 timed runs a variant
# within SINGLETIME s) and the evolutionary search seeded by it and with it as the final rival (population 6, the
# minimum of 2 runs a genome, 18 program runs of budget, 5 final interleaved runs of each build, 0.1 s between runs)
# at large (test/device_run.sh EVOTUNE, built there by the carried driver).
S=$PWD/.carry/s64
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=0 CSEM=0 VV=0 SEEDMAX=0 EVOTUNE="${APPS:-nw hotspot bfs}" SINGLERUNS=5 SINGLETIME=${SINGLETIME:-60} EVOBUDGET=18 \
	EVOARGS="--population 6 --reps 2 --final-reps 5 --delay 0.1" BUDGET=${BUDGET:-420} OUT=/tmp/o \
	timeout $((${BUDGET:-420} + 10)) test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/o.tgz .
cat progress.txt
for f in evotune-*.md; do echo "== $f"; grep -E "^\| (default|winner|single)" $f; grep -E "^(Winner|Tune file|Chosen)" $f; done
