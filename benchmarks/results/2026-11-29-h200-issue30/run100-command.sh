#!/bin/bash
# Run 100: the fortify fix on the GPU (device_printf, device_string and the C-semantics corpus's
# memcpy_memset and printf_promotions, built with Ubuntu's gcc 13 view), then the aliasing
# differential tester on 2,000 seeds.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
(export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
 python3 test/e2e.py build /tmp/e2e device_printf device_string
 OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e device_printf device_string
 python3 test/csem/run.py --omp2cuda build/tools/omp2cuda build /tmp/csem memcpy_memset printf_promotions
 python3 test/csem/run.py --gpu run /tmp/csem memcpy_memset printf_promotions) > $OUT/run100-fortify.log 2>&1
E2E=0 CSEM=0 ALIAS=1 ASEEDMAX=2000 SEEDMAX=0 BUDGET=530 bash test/device_run.sh
