#!/bin/bash
# Run 97: the aliasing tests (issue 30 items 1-3) on the GPU, built with main before (be8112d,
# .carry/old) and after the alias merge (build/), and the difftester's first GPU seeds.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for c in old new; do
  O2C=build/tools/omp2cuda; [ $c = old ] && O2C=.carry/old/tools/omp2cuda
  for f in test/run/alias_declare_target.c test/run/alias_device_ptr.c .carry/found/*.c; do
    b=/tmp/$c-$(basename $f .c)
    $O2C -O2 $f -o $b > $b.build 2>&1 || { echo "$c $f BUILD-FAIL"; tail -3 $b.build; continue; }
    timeout 30 $b > $b.out 2>&1; echo "$c $(basename $f): rc=$? $(tail -1 $b.out)"
  done
done 2>&1 | tee $OUT/run97-alias.log
python3 tools/difftest/alias.py --help | head -5
E2E=0 CSEM=0 ALIAS=1 ASEEDMAX=400 SEEDMAX=0 BUDGET=330 bash test/device_run.sh
