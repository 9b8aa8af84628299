#!/bin/bash
# Run 108 (end of stop 31, merged main): every test/run program; SOLLVE VV C 4.5, 5.0, 5.1, 5.2,
# 6.0 as published; tools/apps on PolyBench, NeoRodinia, PRK and hot on the GPU.
E2E_TIMEOUT=60 E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=330 bash test/device_run.sh
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/apps && tar xJf .carry/apps.tar.xz -C /tmp
timeout 120 python3 tools/apps/apps.py --apps /tmp/apps --compiler $PWD/build/tools/omp2cuda --gpu \
	--only 'PolyBench|NeoRodinia|hot|Kernels' --jobs 16 --timeout 60 --scratch /tmp/o2c-apps \
	--out $OUT/apps-gpu.md > $OUT/apps.log 2>&1
echo "apps rc=$? $(date)" >> $OUT/progress.txt
cat $OUT/progress.txt
