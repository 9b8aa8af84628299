#!/bin/bash
# Run 46: the suite against clang-16 (bench.py, medians of 5, injected ledger), this stop's final
# binaries (those of run 45).
O=/tmp/k46; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
python3 tools/bench/bench.py --compilers omp2cuda,clang16 --baseline clang16 --search .carry/s35 \
  --inject .carry/s35/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 400 \
  --timeout 120 --out $O/clang --ref-dir $BENCH_REF_DIR > $O/suite-clang.log 2>&1
cd /tmp && tar czf $OUT/k46.tgz k46
tail -3 $O/suite-clang.log
