#!/bin/bash
# Run 117 (end of stop 33, after the _FORTIFY_SOURCE fix for C++): every test/run program, C and C++, on the GPU.
ln -sf omp2cuda build/tools/omp2cuda++
E2E_TIMEOUT=60 E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=230 bash test/device_run.sh
grep -v "^PASS" $OUT/e2e.log 2>/dev/null | head -20
cat $OUT/progress.txt
