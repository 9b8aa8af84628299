#!/bin/bash
# Run 35: the suite against clang-16 (kernel and GPU-total), the final binaries of run 34.
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python3 tools/bench/bench.py --compilers omp2cuda,clang16 --baseline clang16 --search .carry/s35 \
  --inject .carry/s35/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 320 \
  --timeout 120 --out /tmp/o35/clang --ref-dir $BENCH_REF_DIR > /tmp/o35.log 2>&1
tail -3 /tmp/o35.log; mkdir -p /tmp/o35; cp /tmp/o35.log /tmp/o35/; cd /tmp && tar czf $OUT/o35.tgz o35
