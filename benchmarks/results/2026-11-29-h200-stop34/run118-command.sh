#!/bin/bash
# Run 118 (stop 34, start): the C++ test/run programs and the validation suite's C++ tests on the GPU.
ln -sf omp2cuda build/tools/omp2cuda++
E2E_ONLY='cxx_*' E2E_TIMEOUT=60 E2E=1 VV=1 VVLANG=c++ VVVERSIONS="4.5 5.0 5.1 5.2" CSEM=0 SEEDMAX=0 BUDGET=300 \
	bash test/device_run.sh
cat $OUT/e2e.log
cat $OUT/vv-*.md
cat $OUT/progress.txt
