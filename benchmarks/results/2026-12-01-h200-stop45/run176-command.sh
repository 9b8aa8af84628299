#!/bin/bash
# Run 176 (stop 45), one H200, at this commit: every test/run program (C and C++) built there and run, then the
# C-semantics corpus and Csmith programs while time is left (test/device_run.sh); stop 44's last changes
# (o2c_f16's binary16 instructions, a team VLA's room rule, pointer views' address rule) had not run on a GPU.
S=$PWD/.carry/s45
export OMP_TARGET_OFFLOAD=MANDATORY
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz $S/csmith $S/csmith-inc .carry/
ln -sf omp2cuda build/tools/omp2cuda++
mkdir -p /tmp/o
(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=0 CSEM=1 SEED0=1 SEEDMAX=400 BUDGET=540 OUT=/tmp/o \
	timeout ${LIMIT:-570} test/device_run.sh) > /tmp/dr.log 2>&1
tail -5 /tmp/dr.log > $OUT/run176-dr-tail.txt
cp /tmp/o/*.txt /tmp/o/*.log $OUT/ 2>/dev/null
(cd /tmp/o && tar xzf logs.tgz ./e2e.log; cp e2e.log $OUT/run176-e2e.log)
grep -c "PASS" $OUT/run176-e2e.log; grep -v "PASS" $OUT/run176-e2e.log | tail -20; cat $OUT/progress.txt
