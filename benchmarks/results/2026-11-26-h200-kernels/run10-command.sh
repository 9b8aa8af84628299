#!/bin/bash
# Run 10: the merged compiler (rows, warps, tile): test/run on the GPU, VV, tiling A/B on lud, the suite
# against hand CUDA (kernel and GPU-total), ncu of lud's tiled kernel.
R=$OUT; mkdir -p /tmp/o10; export OUT=/tmp/o10
START=$(date +%s); left() { echo $((${BUDGET:-580} - ($(date +%s) - START))); }
BUDGET=170 VV=1 CSEM=0 SEEDMAX=0 bash test/device_run.sh > /tmp/o10/driver.log 2>&1
echo "correctness done, $(left) s left" >> /tmp/o10/progress.txt
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
python3 tools/bench/bench.py --env-ab OMP2CUDA_TILE=off OMP2CUDA_TILE=on --bin benchmarks/out/omp2cuda/lud \
  --args large --metric kernel_us --runs 5 --delay 0.05 --timeout 120 --out /tmp/o10/tile --ref-dir $BENCH_REF_DIR > /tmp/o10/tile.log 2>&1
for m in off on; do OMP2CUDA_TILE=$m OMP2CUDA_PROFILE=1 OMP_TARGET_OFFLOAD=MANDATORY benchmarks/out/omp2cuda/lud large 2>&1 | grep -E "lud.c:(51|61|72)|U\[|PASS|FAIL" | sed "s/^/$m /"; done >> /tmp/o10/tile.log 2>&1
echo "tile done, $(left) s left" >> /tmp/o10/progress.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --size large --runs 5 --delay 0.1 \
  --max-time $(( $(left) - 60 )) --timeout 120 --out /tmp/o10/suite --ref-dir $BENCH_REF_DIR > /tmp/o10/suite.log 2>&1
echo "suite done, $(left) s left" >> /tmp/o10/progress.txt
timeout 50 ncu --clock-control none --kernel-name o2c_lud_72 --launch-skip 10 --launch-count 1 --section SpeedOfLight \
  --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats benchmarks/out/omp2cuda/lud large > /tmp/o10/ncu-lud72.txt 2>&1
echo "all done, $(left) s left" >> /tmp/o10/progress.txt
cd /tmp && tar czf $R/o10.tgz o10
