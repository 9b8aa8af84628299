#!/bin/bash
# Run 37: lud's column panel (lud.c:51) hand-edited: a warp (or 16, 8 lanes) per row, the inner
# j loop over its lanes (spreadL); a thread per row with restrict row pointers and the j loop
# unrolled (unrollN). Then the owed correctness run (designated initializers on the GPU).
R=$OUT; O=/tmp/o37; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so.8 2>/dev/null
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
D=.carry/r37
$D/lud_orig large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in orig spread32 spread16 spread8 unroll8 unroll32; do
  o=$(OMP2CUDA_PROFILE=1 $D/lud_$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/lud.log 2>&1
cat $O/lud.log
BUDGET=330 VV=1 SEEDMAX=0 OUT=$O bash test/device_run.sh > $O/driver.log 2>&1
tail -15 $O/driver.log
cd /tmp && tar czf $R/o37.tgz o37
