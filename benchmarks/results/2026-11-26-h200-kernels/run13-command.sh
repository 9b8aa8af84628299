#!/bin/bash
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for a in lavaMD nw bplustree; do ./$a-block large >/dev/null 2>&1
 for r in 1 2 3 4 5; do for v in block final; do
  o=$(OMP2CUDA_PROFILE=1 ./$a-$v large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
 done; done; done
