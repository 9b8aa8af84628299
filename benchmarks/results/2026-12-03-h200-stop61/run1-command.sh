#!/bin/bash
# Run 1 (stop 61, at aaabf7b): every test/run program and the C-semantics corpus on the GPU (test/device_run.sh,
# with the driver built here); racecheck and synccheck on the tiled-product and pivot-row programs (built there by
# test/e2e.py).
S=$PWD/.carry/s61
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=1 VV=0 SEEDMAX=0 BUDGET=520 OUT=/tmp/o timeout 530 test/device_run.sh) > /tmp/o/dr.log 2>&1
for t in gemm_tiles pivot_rows_regs; do for tool in racecheck synccheck; do echo "== $t $tool"; timeout 20 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -2; done; done > /tmp/o/run1-sanitizer.txt 2>&1
tar czf $OUT/o.tgz -C /tmp o
mkdir -p /tmp/l && tar xzf /tmp/o/logs.tgz -C /tmp/l
cat /tmp/o/progress.txt; tail -3 /tmp/l/e2e.log; grep -E "^(FAIL|WRONG)" -A3 /tmp/l/e2e.log | head -20; tail -4 /tmp/l/csem-gpu.log; cat /tmp/o/run1-sanitizer.txt
