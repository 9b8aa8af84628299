#!/bin/bash
# Run 16: 32-bit iteration numbers (merged) A/B per app, per-region figures for srad_v1;
# ncu of nw's and bplustree's team kernels against their hand CUDA kernels.
# Carried: tools/omp2cuda-built apps in apps/ (benchmarks/out/omp2cuda), hand CUDA in cuda/.
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for a in srad_v1 gaussian hotspot3D srad_v2 hotspot pathfinder lud; do ./apps/$a large >/dev/null 2>&1
 for r in 1 2 3 4; do for m in off on; do
  o=$(OMP2CUDA_NARROW=$m OMP2CUDA_PROFILE=1 ./apps/$a large 2>&1)
  echo "app=$a narrow=$m rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
  [ $r = 4 ] && [ $a = srad_v1 ] && echo "$o" > $OUT/srad_v1-narrow-$m.txt
 done; done; done
N="ncu --clock-control none --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section InstructionStats --section LaunchStats --section Occupancy --section SchedulerStats"
timeout 100 $N --kernel-name o2c_nw_70 --launch-skip 255 ./apps/nw large > $OUT/ncu-nw-omp2cuda.txt 2>&1
timeout 100 $N --kernel-name tile_kernel --launch-skip 255 ./cuda/nw large > $OUT/ncu-nw-cuda.txt 2>&1
timeout 100 $N --kernel-name o2c_bplustree_137 --launch-skip 0 ./apps/bplustree large > $OUT/ncu-bplustree-omp2cuda.txt 2>&1
timeout 100 $N --kernel-name find_kernel --launch-skip 0 ./cuda/bplustree large > $OUT/ncu-bplustree-cuda.txt 2>&1
for f in $OUT/ncu-*.txt; do echo "== $f"; grep -E "Duration|Executed Ipc Active|Issue Slots Busy|Executed Instructions  |Achieved Occupancy|Warp Cycles Per Issued|L1/TEX Hit|Registers Per|Block Size|Grid Size|Stall" $f | head -20; done
