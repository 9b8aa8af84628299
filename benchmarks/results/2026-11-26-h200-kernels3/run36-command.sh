#!/bin/bash
# Run 36: warp votes where a later parallel loop reads the voted variable (test/run/warp_votes.c's
# `at`), on the GPU: e2e.py (default and -fno-warp-votes builds), racecheck and memcheck.
O=/tmp/o36; mkdir -p $O
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
python3 test/e2e.py build /tmp/e2e warp_votes > $O/e2e-build.log 2>&1
python3 test/e2e.py run /tmp/e2e warp_votes > $O/e2e.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for tool in racecheck memcheck; do echo "== warp_votes $tool"; timeout 60 compute-sanitizer --tool $tool /tmp/e2e/warp_votes 2>&1 | tail -3; done > $O/sanitize.log 2>&1
cat $O/e2e.log $O/sanitize.log
