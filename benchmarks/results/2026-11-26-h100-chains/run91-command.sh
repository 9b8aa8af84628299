#!/bin/bash
# Run 91: the final binaries (chains in large blocks, the staging watch): the suite against hand CUDA (bench.py,
# medians of 5, injected ledger).
O=/tmp/k91; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
S=.carry/s91
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 400 \
  --timeout 120 --out $O/cuda --ref-dir $BENCH_REF_DIR > $O/suite-cuda.log 2>&1
tail -1 $O/suite-cuda.log
cd /tmp && tar czf $OUT/k91.tgz k91
