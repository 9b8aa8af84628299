#!/bin/bash
# Run 85: the final binaries (chains in large blocks): the suite against hand CUDA (bench.py,
# medians of 5, injected ledger) and e2e of small_trip_counts and region_chains.
O=/tmp/k85; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
S=.carry/s85
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 400 \
  --timeout 120 --out $O/cuda --ref-dir $BENCH_REF_DIR > $O/suite-cuda.log 2>&1
tail -1 $O/suite-cuda.log
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
python3 test/e2e.py build /tmp/e2e region_chains small_trip_counts > /tmp/e2e-build.log 2>&1 || tail -20 /tmp/e2e-build.log
python3 test/e2e.py run /tmp/e2e region_chains small_trip_counts > $O/e2e.log 2>&1; tail -3 $O/e2e.log
cd /tmp && tar czf $OUT/k85.tgz k85
