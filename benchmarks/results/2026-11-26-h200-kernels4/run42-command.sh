#!/bin/bash
# Run 42: gaussian's collapse(2) update kernel (gaussian.c:56) hand-edited: the loop indices
# stepped by the grid's stride (a quotient and remainder worked out once a thread, a carry per
# iteration) instead of a division per iteration (inc), against the generated kernel; 6 runs each.
O=/tmp/k42; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r42
$D/ga_orig large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in orig inc; do
  o=$(OMP2CUDA_PROFILE=1 $D/ga_$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
cp $O/ab.log $OUT/run42-ab.log
cat $O/ab.log
