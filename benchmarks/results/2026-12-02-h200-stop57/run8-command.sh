#!/bin/bash
# Run 8 (stop 57, at 9b5bba4): every test/run program and the C-semantics corpus on the GPU (test/device_run.sh), then
# compute-sanitizer racecheck and synccheck on the programs whose kernels this stop changed (step preloads, tiled
# products, staged rows).
S=$PWD/.carry/s57c
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=1 VV=0 SEEDMAX=0 BUDGET=430 OUT=/tmp/o timeout 450 test/device_run.sh) > /tmp/o/dr.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
CS=/usr/local/cuda/bin/compute-sanitizer
for t in racecheck synccheck; do for p in step_preloads stencil_steps gemm_tiles collapse2_matmul stage_rows; do
	[ -x /tmp/e2e/$p ] || continue
	timeout 60 $CS --tool $t --error-exitcode 9 /tmp/e2e/$p > /tmp/o/san-$t-$p.txt 2>&1; echo "$t $p rc=$?" >> /tmp/o/san.txt; done; done
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt; tail -3 /tmp/o/e2e.log; grep -E "^(FAIL|WRONG)" /tmp/o/e2e.log | head; tail -3 /tmp/o/csem*.log 2>/dev/null | tail -4; cat /tmp/o/san.txt
