#!/bin/bash
# Run 122 (stop 34, last): test/run/cxx_template_calls.cpp on the GPU again after its double comparison was made
# one within rounding (run 121 failed the exact one: the GPU contracts x * x + s into a fused multiply-add).
ln -sf omp2cuda build/tools/omp2cuda++
E2E_ONLY='cxx_template_calls' E2E_TIMEOUT=60 E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=120 bash test/device_run.sh >/dev/null 2>&1
grep cxx_template_calls $OUT/e2e.log
