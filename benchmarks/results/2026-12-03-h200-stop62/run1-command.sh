#!/bin/bash
# Run 1 (stop 62, at 71f31e3): every test/run program, the validation suite's C and C++ tests and the C-semantics
# corpus on the GPU (test/device_run.sh, with the driver built here): the first GPU run of stop 61's front-end,
# driver and runtime-header changes.
S=$PWD/.carry/s62
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 CSEM=1 SEEDMAX=0 BUDGET=560 OUT=/tmp/o timeout 570 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar czf $OUT/o.tgz -C /tmp o
mkdir -p /tmp/l && tar xzf /tmp/o/logs.tgz -C /tmp/l 2>/dev/null
cat /tmp/o/progress.txt; tail -3 /tmp/l/e2e.log /tmp/o/e2e.log 2>/dev/null; grep -E "^(FAIL|WRONG)" -A3 /tmp/l/e2e.log /tmp/o/e2e.log 2>/dev/null | head -30
tail -4 /tmp/l/csem-gpu.log /tmp/o/csem-gpu.log 2>/dev/null
for v in 4.5 5.0 5.1 5.2 6.0; do echo "== $v"; grep -iE "pass|wrong" /tmp/o/vv-$v.md | head -4; done
