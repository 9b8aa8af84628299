#!/bin/bash
# Run 49: the host cost of a target region (tools/bench/launch.c, 5,000 one-block regions in a
# target data construct, 7 reps, the first dropped) with this stop's runtime (launch) and the
# runtime of stop 24 (launch_prev, built then), against raw cuLaunchKernel (launch_cuda.cu:
# synchronized after each, and queued), 3 rounds interleaved.
D=.carry/r49
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3; do
  echo "== round $r"
  echo "launch: $($D/launch 5000 7 2>&1 | tail -1)"
  echo "launch_prev: $($D/launch_prev 5000 7 2>&1 | tail -1)"
  echo "launch_cuda: $($D/launch_cuda 5000 7 2>&1 | tail -1)"
  echo "launch_cuda queued: $($D/launch_cuda 5000 7 queued 2>&1 | tail -1)"
done > /tmp/run49.log 2>&1
cp /tmp/run49.log $OUT/; cat /tmp/run49.log
