#!/bin/bash
# Run 80: e2e of every test/run program with this commit's runtime (OMP_TARGET_OFFLOAD=MANDATORY,
# every build and environment their RUN and E2E lines name), then lud against clang-16
# (bench.py, medians of 5, injected ledger; clang-16's binary built at stop 26 from the same
# source).
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python3 test/e2e.py build /tmp/e2e > /tmp/e2e-build.log 2>&1 || tail -20 /tmp/e2e-build.log
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e > /tmp/e2e.log 2>&1
grep -v "^PASS" /tmp/e2e.log | tail -15; cp /tmp/e2e.log $OUT/run80-e2e.log
O=/tmp/k80; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
S=.carry/s80
python3 tools/bench/bench.py --apps lud --compilers omp2cuda,clang16 --baseline clang16 --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 200 \
  --timeout 120 --out $O/clang --ref-dir $BENCH_REF_DIR > $O/suite-clang.log 2>&1
grep "lud" $O/clang/report.md
cd /tmp && tar czf $OUT/k80.tgz k80
