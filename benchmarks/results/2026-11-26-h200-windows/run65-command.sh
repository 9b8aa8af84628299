#!/bin/bash
# Run 65: (1) bplustree's find_range hand-edited with its parallel loop split in two, one loop
# per descent (a's keys, then b's), as the hand kernel's child_for does (split), against the
# generated kernel (gen); 6 runs each. (2) Issue 17: this stop's runtime, a fresh process's first
# map of 256 MiB (`xfer cold 256`, 8 processes) and a lasting mapping updated again and again
# (`xfer repeat 256 40`, 3 processes), GB/s as the host waits.
O=/tmp/k65; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r65
$D/bp-gen large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in gen split; do
  o=$(OMP2CUDA_PROFILE=1 $D/bp-$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
for r in 1 2 3 4 5 6 7 8; do echo "== cold r=$r"; $D/xfer cold 256 2>&1 | tail -6; done > $O/cold.log 2>&1
for r in 1 2 3; do echo "== repeat r=$r"; $D/xfer repeat 256 40 2>&1 | tail -6; done > $O/repeat.log 2>&1
cat $O/cold.log $O/repeat.log
cp $O/*.log $OUT/
