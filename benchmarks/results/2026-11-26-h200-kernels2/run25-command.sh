#!/bin/bash
# Run 25: ncu of the final compiler's nw, bplustree and lavaMD kernels (as run 16's, same sections).
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
N="ncu --clock-control none --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section InstructionStats --section LaunchStats --section Occupancy --section SchedulerStats"
timeout 100 $N --kernel-name regex:o2c_nw_70 --launch-skip 255 ./nw large > $OUT/ncu25-nw.txt 2>&1
timeout 100 $N --kernel-name regex:o2c_bplustree_137 --launch-skip 0 ./bplustree large > $OUT/ncu25-bplustree.txt 2>&1
timeout 100 $N --kernel-name regex:o2c_lavaMD_77 --launch-skip 0 ./lavaMD large > $OUT/ncu25-lavaMD.txt 2>&1
for f in $OUT/ncu25-*.txt; do echo "== $f"; grep -E "o2c_.*\(|Duration|Executed Instructions  |Warp Cycles Per Issued|L1/TEX Hit|Registers Per|Achieved Occupancy|Block Size|Grid Size" $f | head -12; done
