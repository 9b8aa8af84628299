#!/bin/bash
# Run 156 (stop 40), one H200 of two: every test/run program (C and C++) built there and run, the validation suite
# (SOLLVE VV, C and C++, as published) compiled there with this commit's omp2cuda (built on the CPU machine and
# carried with libclang's closure, .carry/llvm22.tar.xz and z3.tar.xz).
set -x
mkdir -p /tmp/o
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=420 OUT=/tmp/o test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/run156.tgz --exclude='*.o' . ; cat progress.txt; tar xzf logs.tgz e2e.log 2>/dev/null; tail -3 e2e.log; grep -E "^(FAIL|WRONG)" e2e.log | head; for f in vv-*.md; do echo "== $f"; grep -E "^\| (pass|wrong|crash|refused|rejected|build-fail|host-only|total) " $f; done
