#!/bin/bash
cd "$(dirname "$0")"
export OMP_TARGET_OFFLOAD=MANDATORY
for n in on off; do OMP2CUDA_VERBOSE=1 OMP2CUDA_NARROW=$n ./aligned_records 2>&1 | grep -E "PASS|FAIL|kernel o2c" | sed 's/ on NVIDIA.*//'; done
