#!/bin/bash
# Run 31: bplustree's warp-team kernels (the compiler's output with warp votes: cur) hand-edited:
# __launch_bounds__(128, 16) (lb: 32 registers instead of 36 for find_range, so 16 blocks a
# multiprocessor fit), the distribute loop in 32 bits (n32), both (lbn32); 6 runs each.
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
./bp_cur large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in cur lb n32 lbn32; do
  o=$(OMP2CUDA_PROFILE=1 ./bp_$v large 2>&1)
  echo "app=bplustree v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done
OMP2CUDA_VERBOSE=1 ./bp_cur large 2>&1 | grep -iE "launch|grid|block" | head -8
