#!/bin/bash
# Run 1 (stop 65, at 48bd08b): every test/run program (C and C++) and the validation suite's C and C++ tests on the
# GPU (test/device_run.sh, with the driver built here), then the C-semantics corpus while time is left: the first GPU
# run of stop 64's thirteen new test/run programs (declare target pointers and globals across template instances,
# base-class members in maps, nested simd and distribute, omp_get_thread_num in target parallel for, omp_get_wtime
# on the device, library-class members, ...).
S=$PWD/.carry/s65
mkdir -p /tmp/o /tmp/l
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 CSEM=1 SEEDMAX=0 BUDGET=560 OUT=/tmp/o timeout 575 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar xzf /tmp/o/logs.tgz -C /tmp/l 2>/dev/null
cp /tmp/l/e2e.log $OUT/run1-e2e.log; cp /tmp/l/csem-gpu.log $OUT/run1-csem-gpu.log
for f in /tmp/o/vv-*.md; do cp $f $OUT/run1-$(basename $f); done; cp /tmp/o/progress.txt $OUT/run1-progress.txt
cat /tmp/o/progress.txt; tail -3 /tmp/l/e2e.log; grep -E "^(FAIL|WRONG)" -A3 /tmp/l/e2e.log | head -30
for v in 4.5 5.0 5.1 5.2 6.0; do echo "== $v"; grep -iE "pass|wrong" /tmp/o/vv-$v.md | head -4; done
tail -5 /tmp/l/csem-gpu.log; cat /tmp/l/e2e-build.log | head -20
