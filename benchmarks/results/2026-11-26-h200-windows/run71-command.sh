#!/bin/bash
# Run 71: the runtime after the review (window ranges through mapped_range, taken only for
# kernels with windows): e2e.py of the programs whose kernels copy windows or tables or preload.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
T="team_windows stage_tables stage_rows lane_preloads bplustree_search teams_on_warps"
python3 test/e2e.py build /tmp/e2e $T > /tmp/e2e-build.log 2>&1
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > /tmp/e2e.log 2>&1
tail -16 /tmp/e2e.log; cp /tmp/e2e.log $OUT/run71-e2e.log
OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 /tmp/e2e/stage_tables 2>&1 | grep "copied" | head -6
