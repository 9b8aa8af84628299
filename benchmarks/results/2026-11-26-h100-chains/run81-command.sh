#!/bin/bash
# Run 81: issue 17's host-side bars on the H100 with this commit's runtime: the host cost of a
# target region (tools/bench/launch.c with OMP2CUDA_CHAINS=off: each region its own launch; and
# with chains, one launch a rep) against raw queued cuLaunchKernel (launch_cuda.cu), 10 rounds
# interleaved; a fresh process's first map of 256 MiB (`xfer cold 256`, 8 processes) and a lasting
# mapping updated again and again (`xfer repeat 256 40`, 3 processes), GB/s as the host waits.
D=.carry/r81
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3 4 5 6 7 8 9 10; do
  echo "r=$r launch $(OMP2CUDA_CHAINS=off $D/launch 5000 7 2>&1 | tail -1)"
  echo "r=$r chain $($D/launch 5000 7 2>&1 | tail -1)"
  echo "r=$r queued $($D/launch_cuda 5000 7 queued 2>&1 | tail -1)"
done > /tmp/run81-launch.log 2>&1
for r in 1 2 3 4 5 6 7 8; do echo "== cold r=$r"; $D/xfer cold 256 2>&1 | tail -6; done > /tmp/run81-cold.log 2>&1
for r in 1 2 3; do echo "== repeat r=$r"; $D/xfer repeat 256 40 2>&1 | tail -6; done > /tmp/run81-repeat.log 2>&1
cp /tmp/run81-*.log $OUT/
cat /tmp/run81-launch.log; grep -i "gb/s" /tmp/run81-cold.log | head -20; grep -i "gb/s" /tmp/run81-repeat.log | head
