#!/bin/bash
# Run 9: the merged rows + warps compiler on the GPU: correctness (test/run, VV, C-semantics corpus),
# A/B of each switch on kernel time, sanitizers on the new run tests, ncu of kmeans and bplustree.
R=$OUT; mkdir -p /tmp/o9; export OUT=/tmp/o9
START=$(date +%s); left() { echo $((${BUDGET:-560} - ($(date +%s) - START))); }
BUDGET=240 VV=1 SEEDMAX=0 bash test/device_run.sh > /tmp/o9/driver.log 2>&1
echo "correctness done, $(left) s left" >> /tmp/o9/progress.txt
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
python3 tools/bench/bench.py --env-ab OMP2CUDA_STAGE_ROWS=off OMP2CUDA_STAGE_ROWS=on --bin benchmarks/out/omp2cuda/kmeans \
  --args large --metric kernel_us --runs 5 --delay 0.05 --timeout 120 --out /tmp/o9/rows --ref-dir $BENCH_REF_DIR \
  --inject .carry/abw/libomp2cuda_inject.so > /tmp/o9/rows.log 2>&1
cp -r .carry/abw /tmp/o9/warps
python3 tools/bench/bench.py --ab "-fno-teams-on-warps" "" --no-build --apps bplustree,nw,lavaMD --size large \
  --metric kernel_us --runs 5 --delay 0.05 --timeout 120 --out /tmp/o9/warps --ref-dir $BENCH_REF_DIR \
  --inject .carry/abw/libomp2cuda_inject.so > /tmp/o9/warps.log 2>&1
echo "ab done, $(left) s left" >> /tmp/o9/progress.txt
export OMP_TARGET_OFFLOAD=MANDATORY
for t in teams_on_warps stage_rows; do
  for tool in synccheck racecheck memcheck; do
    echo "== $t $tool"; timeout 40 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -4
  done
done > /tmp/o9/sanitize.log 2>&1
for k in o2c_kmeans_87:3 o2c_bplustree_137:0; do s=${k#*:}; k=${k%:*}; a=${k#o2c_}; a=${a%_*}
  timeout 120 ncu --clock-control none --kernel-name $k --launch-skip $s --launch-count 1 --section SpeedOfLight \
    --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats benchmarks/out/omp2cuda/$a large > /tmp/o9/ncu-$a.txt 2>&1
done
echo "all done, $(left) s left" >> /tmp/o9/progress.txt
cd /tmp && tar czf $R/o9.tgz o9
