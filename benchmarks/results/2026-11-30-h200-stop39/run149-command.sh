set -x
R=.carry/r8; mkdir -p /tmp/o
export OMP_TARGET_OFFLOAD=MANDATORY
NCU="ncu --clock-control none --section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats --section SchedulerStats --section MemoryWorkloadAnalysis -c 1"
timeout 120 $NCU -k regex:steps $R/pathfinder-o2c large > /tmp/o/ncu-steps.txt 2>&1
timeout 120 $NCU -k regex:pyramid $R/pathfinder-cuda large > /tmp/o/ncu-pyramid.txt 2>&1
cd /tmp/o && tar czf $OUT/run149.tgz . ; for f in ncu-*.txt; do echo "== $f"; grep -E "Duration|DRAM Throughput|Achieved Occupancy|Registers Per|Block Size|Grid Size|Theoretical Occupancy|Stall|Warp Cycles Per Issued|Issue Slot|Eligible|Active Warps|Memory Throughput|L1/TEX Hit|L2 Hit|Executed Ipc" $f | head -30; done
