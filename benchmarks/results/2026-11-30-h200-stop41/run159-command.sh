#!/bin/bash
# Run 159 (stop 41), two H200s (32 cores for the builds), at this commit: every test/run program (C and C++) built
# there and run on one GPU, then the validation suite (SOLLVE VV, C and C++, as published; 4.5 to 5.2) compiled
# there with this commit's omp2cuda (built on the CPU machine, carried with libclang's closure); LIMIT bounds the
# whole so that what ran comes back.
set -x
mkdir -p /tmp/o
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 VVVERSIONS="4.5 5.0 5.1 5.2" CSEM=0 SEEDMAX=0 BUDGET=400 OUT=/tmp/o timeout ${LIMIT:-420} test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/run159.tgz --exclude='*.o' . ; cat progress.txt; tail -3 e2e.log; grep -E "^(FAIL|WRONG)" e2e.log | head; for f in vv-*.md; do echo "== $f"; grep -E "^\| (pass|wrong|crash|refused|rejected|build-fail|host-only|total) " $f; done
