#!/bin/bash
# Run 5 (stop 58, at bbeb97c): each of the stop's two decisions alone on lud: the default against -fno-pivot-registers
# and against -fno-own-columns, 8 runs each, interleaved (bench.py, injected ledger, kernel time); a profile of each.
S=$PWD/.carry/s58e
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
python3 tools/bench/bench.py --apps lud --compilers omp2cuda,nopivreg,noowncol --baseline omp2cuda --search $S \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run5-ab-lud.log 2>&1
for v in omp2cuda nopivreg noowncol; do echo "== $v"; OMP2CUDA_PROFILE=1 $S/$v/lud large 2>&1 | grep -E "lud.c:(51|61|72)" | cut -c1-110; done > /tmp/o/run5-profiles.txt
cp /tmp/o/run5* $OUT/
grep -E "^\| lud" /tmp/o/run5-ab-lud.log; cat /tmp/o/run5-profiles.txt
