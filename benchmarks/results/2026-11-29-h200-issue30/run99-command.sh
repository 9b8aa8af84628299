#!/bin/bash
# Run 99: issue 30's new test/run programs built with main before this stop (be8112d, .carry/old)
# on the GPU (each must fail or be refused there), then the whole check with this stop's
# compiler: every test/run program (e2e), the C-semantics corpus, SOLLVE VV 4.5 and 5.0.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
(export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
 for t in alias_declare_target alias_device_ptr map_same_storage host_macros device_recursion \
          device_memory_routines split_teams_reduction macro_operators macro_loop_body; do
   b=/tmp/old-$t
   .carry/old/tools/omp2cuda -O2 test/run/$t.c -o $b > $b.build 2>&1 ||
     { echo "old $t: BUILD-FAIL $(grep -m1 -E 'error' $b.build | cut -c1-160)"; continue; }
   timeout 30 $b > $b.out 2>&1; echo "old $t: rc=$? $(grep -E 'PASS|FAIL' $b.out | head -2 | tr '\n' ' ' | cut -c1-200)"
 done) > $OUT/run99-old.log 2>&1
E2E=1 CSEM=1 VV=1 SEEDMAX=0 BUDGET=500 bash test/device_run.sh
