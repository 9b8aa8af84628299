#!/bin/bash
# Run 60: the suite against hand CUDA (bench.py, medians of 5, injected ledger), this stop's
# binaries (team windows).
O=/tmp/k60; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
S=.carry/s60
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 400 \
  --timeout 120 --out $O/cuda --ref-dir $BENCH_REF_DIR > $O/suite-cuda.log 2>&1
tail -5 $O/suite-cuda.log
cd /tmp && tar czf $OUT/k60.tgz k60
