#!/bin/bash
# Run 20: the merged compiler (narrow grid and nested loops, one-pass loops, aligned records, team
# lanes, tune files) on the GPU: test/run, VV and the C-semantics corpus; A/B of team lanes and of
# nested 32-bit loops on kernel time; the suite against hand CUDA.
R=$OUT; mkdir -p /tmp/o20; export OUT=/tmp/o20
START=$(date +%s); left() { echo $((${BUDGET:-585} - ($(date +%s) - START))); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > /tmp/o20/gpu.txt
BUDGET=250 VV=1 SEEDMAX=0 bash test/device_run.sh > /tmp/o20/driver.log 2>&1
echo "correctness done, $(left) s left" >> /tmp/o20/progress.txt
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
A=.carry/r20/ab
# lanes: -fno-team-lanes (nolanes) against the default (final); nested 32-bit: -fno-narrow-loops
# (wide) against the default with OMP2CUDA_NARROW=off (grid kernels 64-bit in both)
for a in bplustree nw lavaMD; do $A/final/$a large > /dev/null 2>&1
 for r in 1 2 3 4 5; do for v in nolanes wide final; do
  e=""; [ $v != nolanes ] && e="OMP2CUDA_NARROW=off"
  o=$(env $e OMP2CUDA_PROFILE=1 $A/$v/$a large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
 done; done; done > /tmp/o20/ab.log 2>&1
echo "ab done, $(left) s left" >> /tmp/o20/progress.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --size large --runs 5 --delay 0.1 \
  --max-time $(( $(left) - 25 )) --timeout 120 --out /tmp/o20/suite --ref-dir $BENCH_REF_DIR > /tmp/o20/suite.log 2>&1
echo "suite done, $(left) s left" >> /tmp/o20/progress.txt
cd /tmp && tar czf $R/o20.tgz o20
