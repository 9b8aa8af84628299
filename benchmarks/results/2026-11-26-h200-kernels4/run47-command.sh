#!/bin/bash
# Run 47: the kernel_lanes with a __syncwarp() before its inner loop (no lane's iteration writes
# what another lane still reads before it): test/run/inner_lanes.c on the GPU (and its
# -fno-inner-lanes build), compute-sanitizer racecheck and synccheck; lud, 6 runs each, against
# the binary of run 45.
O=/tmp/k47; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r47
for b in inner_lanes inner_lanes_plain; do echo "== $b: $($D/$b)"; done > $O/run.log 2>&1
for tool in racecheck synccheck memcheck; do
  echo "== inner_lanes $tool"; timeout 90 compute-sanitizer --tool $tool --report-api-errors no $D/inner_lanes 2>&1 | tail -3
done >> $O/run.log 2>&1
$D/lud large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in lud_before lud; do
  o=$(OMP2CUDA_PROFILE=1 $D/$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done >> $O/run.log 2>&1
cp $O/run.log $OUT/run47.log; cat $O/run.log
