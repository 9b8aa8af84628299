#!/bin/bash
# Run 9 (stop 57, at 9b5bba4): the validation suite's C and C++ tests as published.
S=$PWD/.carry/s57c
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=0 CSEM=0 VV=1 SEEDMAX=0 BUDGET=380 OUT=/tmp/o timeout 400 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt; for v in 4.5 5.0 5.1 5.2 6.0; do grep -iE "^\*\*|pass|wrong" /tmp/o/vv-$v.md | head -3; done
