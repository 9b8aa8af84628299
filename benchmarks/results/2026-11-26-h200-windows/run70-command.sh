#!/bin/bash
# Run 70: the host cost of a target region with this stop's runtime (launch: tools/bench/launch.c,
# 5,000 one-block regions in a target data construct, 7 reps, the first dropped) against stop 26's
# runtime (launch_prev: the same objects linked with the runtime of d905eb5) and raw
# cuLaunchKernel queued with one synchronize a rep (launch_cuda.cu), 10 rounds interleaved.
D=.carry/r70
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3 4 5 6 7 8 9 10; do
  echo "r=$r launch $($D/launch 5000 7 2>&1 | tail -1)"
  echo "r=$r launch_prev $($D/launch_prev 5000 7 2>&1 | tail -1)"
  echo "r=$r queued $($D/launch_cuda 5000 7 queued 2>&1 | tail -1)"
done > /tmp/run70.log 2>&1
cp /tmp/run70.log $OUT/; cat /tmp/run70.log
