#!/bin/bash
# Run 180 (stop 46), one H200, at stop 45's last commit (45b9097: grid trials with thread_limit regions, the warm
# launches, the one wait, the shared-memory exclusion): every test/run program (C and C++) built there and run, the
# validation suite's C and C++ tests as published, the C-semantics corpus, then Csmith while time is left
# (test/device_run.sh).
S=$PWD/.carry/s46
export OMP_TARGET_OFFLOAD=MANDATORY
tar xJf $S/build.tar.xz
ln -sf omp2cuda build/tools/omp2cuda++
mkdir -p /tmp/o
(E2E=1 VV=1 CSEM=1 SEED0=1 SEEDMAX=100 BUDGET=570 OUT=/tmp/o timeout 585 test/device_run.sh) > /tmp/dr.log 2>&1
tail -5 /tmp/dr.log > $OUT/run180-dr-tail.txt
(cd /tmp/o && tar xzf logs.tgz 2>/dev/null; ls)
for f in /tmp/o/*.md /tmp/o/*.txt /tmp/o/*.log; do cp $f $OUT/run180-$(basename $f); done
cp /tmp/o/vv.tgz $OUT/run180-vv.tgz 2>/dev/null
grep -c "PASS" $OUT/run180-e2e.log; grep -v "PASS" $OUT/run180-e2e.log | tail -20; cat $OUT/run180-progress.txt
for v in 4.5 5.0 5.1 5.2 6.0; do tail -4 $OUT/run180-vv-$v.md; done
