#!/bin/bash
# Run 92: the final binaries against clang-16 (bench.py, all 14 apps, medians of 5, injected
# ledger; clang-16's binaries built at stop 26 from the same sources, its runtime rt-clang16).
O=/tmp/k92; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
S=.carry/s92
python3 tools/bench/bench.py --compilers omp2cuda,clang16 --baseline clang16 --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 450 \
  --timeout 120 --out $O/clang --ref-dir $BENCH_REF_DIR > $O/suite-clang.log 2>&1
tail -1 $O/suite-clang.log
cd /tmp && tar czf $OUT/k92.tgz k92
