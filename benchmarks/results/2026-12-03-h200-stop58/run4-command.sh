#!/bin/bash
# Run 4 (stop 58, at 90b9aca): every test/run program and the C-semantics corpus on the GPU, then the validation
# suite's C and C++ tests as published (test/device_run.sh), with the driver built here.
S=$PWD/.carry/s58d
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=1 VV=1 SEEDMAX=0 BUDGET=560 OUT=/tmp/o timeout 570 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt; tail -3 /tmp/o/e2e.log; grep -E "^(FAIL|WRONG)" /tmp/o/e2e.log | head; tail -3 /tmp/o/csem*.log 2>/dev/null | tail -4
for v in 4.5 5.0 5.1 5.2 6.0; do grep -iE "pass|wrong" /tmp/o/vv-$v.md | head -4; done
