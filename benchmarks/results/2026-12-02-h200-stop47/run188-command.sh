#!/bin/bash
# Run 188 (stop 47), one H200, at this stop's last compiler commit (a0f35bf: stencil steps only with calls known
# pure; untagged local types tagged after their attributes; on cbddd8b, the C++ host file's designator order):
# every test/run program (C and C++) built there and run, the validation suite's C and C++ tests as published (4.5,
# 5.0, 5.1, 5.2, 6.0), the C-semantics corpus (test/device_run.sh).
S=$PWD/.carry/s47
export OMP_TARGET_OFFLOAD=MANDATORY
tar xJf $S/build.tar.xz
ln -sf omp2cuda build/tools/omp2cuda++
mkdir -p /tmp/o
(E2E=1 VV=1 CSEM=1 SEEDMAX=0 BUDGET=480 OUT=/tmp/o timeout 500 test/device_run.sh) > /tmp/dr.log 2>&1
tail -5 /tmp/dr.log > $OUT/run188-dr-tail.txt
(cd /tmp/o && tar xzf logs.tgz 2>/dev/null; ls)
for f in /tmp/o/*.md /tmp/o/*.txt /tmp/o/*.log; do cp $f $OUT/run188-$(basename $f); done
grep -c "PASS" $OUT/run188-e2e.log; grep -v "PASS" $OUT/run188-e2e.log | tail -20; cat $OUT/run188-progress.txt
for v in 4.5 5.0 5.1 5.2 6.0; do tail -4 $OUT/run188-vv-$v.md; done
