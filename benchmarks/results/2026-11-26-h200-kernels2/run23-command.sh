#!/bin/bash
# Run 23: lavaMD and gaussian built with the tune files of run 22 against their default builds.
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for a in lavaMD gaussian; do ./${a}_default large >/dev/null 2>&1
 for r in 1 2 3 4 5; do for v in default tuned; do
  o=$(OMP2CUDA_PROFILE=1 ./${a}_$v large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
 done; done; done
