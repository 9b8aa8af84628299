#!/bin/bash
# Run 19: nw hand-edited: a parallel loop of at most a warp's iterations as an if (if32), with bc a register (regif32).
# lavaMD's particle pointers assumed 16-byte aligned (vector loads); nw's and bplustree's team
# variables in registers on every lane (reg) and 32-bit nested iteration numbers (reg32).
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run() { # app region variants...
 a=$1; g=$2; shift 2; ./${a}_orig large >/dev/null 2>&1
 for r in 1 2 3 4 5; do for v in "$@"; do
  o=$(OMP2CUDA_PROFILE=1 ./${a}_$v large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') region_ms=$(echo "$o" | grep -E "\.c:$g:1 " | awk '{print $6}')"
 done; done
}

run nw 70 orig reg32 if32 regif32

