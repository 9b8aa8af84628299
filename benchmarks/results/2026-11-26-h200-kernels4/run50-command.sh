#!/bin/bash
# Run 50: run 49 again, 10 rounds interleaved (same machine kind as run 49: H100).
D=.carry/r49
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3 4 5 6 7 8 9 10; do
  echo "r=$r launch $($D/launch 5000 7 2>&1 | tail -1)"
  echo "r=$r launch_prev $($D/launch_prev 5000 7 2>&1 | tail -1)"
  echo "r=$r queued $($D/launch_cuda 5000 7 queued 2>&1 | tail -1)"
done > /tmp/run50.log 2>&1
cp /tmp/run50.log $OUT/; cat /tmp/run50.log
