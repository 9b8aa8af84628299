#!/bin/bash
# Run 45: kmeans, its centres in shared memory, copied only where the pointer starts its mapped range and read by one test the same in every thread:
# -fno-stage-tables build (notab) against the default build with OMP2CUDA_STAGE_TABLES=off and
# on, 6 runs each interleaved; then the suite against hand CUDA and against clang-16 (bench.py,
# medians of 5, injected ledger), this stop's final binaries.
O=/tmp/k45; mkdir -p $O
START=$(date +%s); left() { echo $((590 - ($(date +%s) - START))); }
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
S=.carry/s35
$S/omp2cuda/kmeans large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in notab off on; do
  if [ $v = notab ]; then b=.carry/r44/kmeans_notab; e=on; else b=$S/omp2cuda/kmeans; e=$v; fi
  o=$(OMP2CUDA_STAGE_TABLES=$e OMP2CUDA_PROFILE=1 $b large 2>&1)
  echo "app=kmeans v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
done; done > $O/ab.log 2>&1
echo "ab done, $(left) s left" >> $O/progress.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 200 \
  --timeout 120 --out $O/cuda --ref-dir $BENCH_REF_DIR > $O/suite-cuda.log 2>&1
echo "cuda suite done, $(left) s left" >> $O/progress.txt
echo "clang suite done, $(left) s left" >> $O/progress.txt
cd /tmp && tar czf $OUT/k45.tgz k45
cat $O/progress.txt; cat $O/ab.log; tail -3 $O/suite-cuda.log; tail -3 $O/suite-clang.log
