#!/bin/bash
# Run 69: the suite against clang-16 (bench.py, medians of 5, injected ledger), the binaries of
# run 68 (same machine kind), clang-16's built at stop 26 from the same sources.
O=/tmp/k69; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
S=.carry/s69
python3 tools/bench/bench.py --compilers omp2cuda,clang16 --baseline clang16 --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 450 \
  --timeout 120 --out $O/clang --ref-dir $BENCH_REF_DIR > $O/suite-clang.log 2>&1
tail -2 $O/suite-clang.log
cd /tmp && tar czf $OUT/k69.tgz k69
