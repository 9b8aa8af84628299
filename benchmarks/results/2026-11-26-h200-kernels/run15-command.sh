#!/bin/bash
# branch narrow: its run test on the GPU, then kernel time with OMP2CUDA_NARROW=off against on
cd "$(dirname "$0")"
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/../ompinc
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
tools/omp2cuda -O2 narrow_loops.c -o /tmp/nl 2>&1 | tail -3
for m in on off; do echo "== narrow_loops $m"; OMP2CUDA_NARROW=$m OMP2CUDA_VERBOSE=1 /tmp/nl 2>&1 | grep -E "PASS|FAIL|kernel o2c" | sed 's/on NVIDIA.*: / /' | head -12; done
for a in gaussian lud srad_v1 srad_v2 hotspot hotspot3D nn pathfinder bfs backprop; do ./apps/$a large >/dev/null 2>&1
 for r in 1 2 3 4; do for m in off on; do
  o=$(OMP2CUDA_NARROW=$m OMP2CUDA_PROFILE=1 ./apps/$a large 2>&1)
  echo "app=$a narrow=$m rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
 done; done; done
