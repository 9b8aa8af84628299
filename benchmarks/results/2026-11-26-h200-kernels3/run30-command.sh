#!/bin/bash
# Run 30: nw's step kernel hand-edited with prefetch hints (PTX prefetch.global.L1/L2) for the
# addresses the step K steps ahead loads (the left neighbour, the diagonal, ref), K = 4, 8, 16,
# and 63 (the tile's whole footprint before the first step); kernel ms, 5 runs each interleaved.
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
./nw_orig large > /dev/null 2>&1
for r in 1 2 3 4 5; do for v in orig plL1_4 plL1_8 plL1_16 plL1_63 plL2_8; do
  o=$(OMP2CUDA_PROFILE=1 ./nw_$v large 2>&1)
  echo "app=nw v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
done; done
