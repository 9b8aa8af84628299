#!/bin/bash
# Run 87: the final runtime (o2c_target_chain names the kernel it launches): e2e of region_chains,
# small_trip_counts and every other program whose kernels have lanes or warps variants.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
T="region_chains small_trip_counts inner_lanes team_lanes teams_on_warps errpath"
python3 test/e2e.py build /tmp/e2e $T > /tmp/e2e-build.log 2>&1 || tail -20 /tmp/e2e-build.log
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > /tmp/e2e.log 2>&1
grep -v "^PASS" /tmp/e2e.log | tail -8; cp /tmp/e2e.log $OUT/run87-e2e.log
