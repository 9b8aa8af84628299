#!/bin/bash
# Run 62: bplustree with teams on warps launched one team a warp, as many blocks as the
# teams need (unc: a runtime whose warp_teams does not cap the grid, O2C_X_UNCAPPED=1,
# OMP2CUDA_RESIDENT_GRID=off), against the same binary capped (cap) and the generated
# binary (gen), and hand CUDA. 6 runs each, interleaved.
O=/tmp/k62; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r61
$D/bp-gen large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in gen cap unc unc_res; do
  b=$D/bp-unc; e=""
  [ $v = gen ] && b=$D/bp-gen
  [ $v = unc ] && e="O2C_X_UNCAPPED=1 OMP2CUDA_RESIDENT_GRID=off"
  [ $v = unc_res ] && e="O2C_X_UNCAPPED=1"
  o=$(env $e OMP2CUDA_PROFILE=1 $b large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
O2C_X_UNCAPPED=1 OMP2CUDA_RESIDENT_GRID=off OMP2CUDA_VERBOSE=1 $D/bp-unc large 2>&1 | grep -E "blocks x" | head -5
OMP2CUDA_VERBOSE=1 $D/bp-gen large 2>&1 | grep -E "blocks x" | head -5
cp $O/*.log $OUT/
