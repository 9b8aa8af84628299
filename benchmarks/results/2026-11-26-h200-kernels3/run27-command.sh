#!/bin/bash
# Run 27: hand-edited kernels. bplustree: team variables a warp's parallel loop assigns kept per lane
# and voted at the loop's end (find: find_k only; vote: find_k and find_range, whose nested reduction
# is a warp all-reduce into registers). nw: the read-only ref loads of step m+k issued in step m
# (pf1, pf2, pf4), and shfl (the wavefront's neighbours passed by shuffles: an upper bound).
# backprop: per-region kernel times of the suite build.
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run() { # app bin-prefix variants...
 a=$1; p=$2; shift 2; ./${p}_orig large >/dev/null 2>&1
 for r in 1 2 3 4 5; do for v in "$@"; do
  o=$(OMP2CUDA_PROFILE=1 ./${p}_$v large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
 done; done
}
run bplustree bp orig find vote
run nw nw orig pf1 pf2 pf4 shfl
echo "--- backprop profile (suite build)"
OMP2CUDA_PROFILE=1 ../../benchmarks/out/omp2cuda/backprop large 2>&1 | tail -40
