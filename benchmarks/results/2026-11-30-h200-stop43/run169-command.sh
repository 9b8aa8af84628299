#!/bin/bash
# Run 169 (stop 43), one H200: a team loop's grid of a block per team (runtime/geometry.c), lavaMD built at f377669
# (o2cold: a full GPU of blocks, each running its share of the boxes in turn) against this commit (o2cnew: a block
# per box, as its twin launches): bench.py, kernel time, 8 runs a side after a warm-up, interleaved, injected
# ledger; then the test/run programs named *team* built there by this commit and run.
S=$PWD/.carry/s43
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/s43 /tmp/o $BENCH_REF_DIR
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
tar xJf $S/suite.tar.xz -C /tmp/s43
python3 tools/bench/bench.py --apps lavaMD --compilers o2cold,o2cnew --baseline o2cold --search /tmp/s43 \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us \
	--timeout 60 --out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/ab.log 2>&1
grep -E "^\| lavaMD" /tmp/ab.log > $OUT/run169-lavaMD.md; cat $OUT/run169-lavaMD.md
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 E2E_ONLY='*team*' VV=0 CSEM=0 SEEDMAX=0 BUDGET=150 OUT=/tmp/o timeout 160 test/device_run.sh) > /tmp/dr.log 2>&1
mkdir -p /tmp/l && tar xzf /tmp/o/logs.tgz -C /tmp/l && grep -E "^(PASS|FAIL)|passed" /tmp/l/e2e.log > $OUT/run169-e2e.log
tail -2 $OUT/run169-e2e.log; grep FAIL $OUT/run169-e2e.log
