#!/bin/bash
# Run 18: aligned records (-fno-aligned-records against the default), kernel time by app;
# the run test's kernel choice (the misaligned pointer takes the _alias kernel).
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
OMP2CUDA_VERBOSE=1 OMP2CUDA_NARROW=off ./aligned_records 2>&1 | grep -E "PASS|FAIL|kernel o2c" | sed 's/ on NVIDIA.*//'
for a in lavaMD bfs bplustree nn; do ./${a}_on large >/dev/null 2>&1
 for r in 1 2 3 4 5; do for v in off on; do
  o=$(OMP2CUDA_PROFILE=1 ./${a}_$v large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
 done; done; done
