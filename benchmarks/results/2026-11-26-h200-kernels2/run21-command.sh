#!/bin/bash
# Run 21: the suite against clang-16 (kernel and GPU-total), the merged compiler of run 20.
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python3 tools/bench/bench.py --compilers omp2cuda,clang16 --baseline clang16 --search .carry/s11 \
  --inject .carry/s11/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 480 \
  --timeout 120 --out /tmp/o21/clang --ref-dir $BENCH_REF_DIR > /tmp/o21.log 2>&1
tail -3 /tmp/o21.log; cp /tmp/o21.log /tmp/o21/; cd /tmp && tar czf $OUT/o21.tgz o21
