#!/bin/bash
# Run 96: chains of a size_t loop stepping by 2 over a collapse(2) region calling a declare target
# function, and of a long long loop stepping down by 4 over a region with firstprivate(q) that
# it changes: the GPU's output against the host fallback's and gcc's (11 0 13565.0 1887850.0).
for e in "" "OMP2CUDA_CHAINS=off" "OMP2CUDA_VERBOSE=1"; do
  echo "[$e] $(env $e OMP_TARGET_OFFLOAD=MANDATORY .carry/r96/odd 2>&1 | grep -v 'kernel o2c_odd_[0-9]*_lanes\b' | grep -E '^[0-9]|host loop' | tr '\n' ' ')"
done
