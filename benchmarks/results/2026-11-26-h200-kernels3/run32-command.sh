#!/bin/bash
# Run 32: bplustree's find_range kernel under ncu (--set full, SASS-level samples), ours (warp
# votes) against the hand kernel.
cd "$(dirname "$0")"; O=/tmp/o32; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
./bp_cur large > /dev/null 2>&1
timeout 200 ncu --kernel-name o2c_bplustree_163 --launch-count 1 --set full --import-source yes -o $O/o2c ./bp_cur large > $O/ncu-o2c.log 2>&1
timeout 200 ncu --kernel-name regex:range_kernel --launch-count 1 --set full --import-source yes -o $O/cuda ./bp_cuda large > $O/ncu-cuda.log 2>&1
for v in o2c cuda; do
  ncu -i $O/$v.ncu-rep --page source --csv --print-source sass > $O/$v-sass.csv 2> $O/$v-sass.err
  ncu -i $O/$v.ncu-rep --page details > $O/$v-details.txt 2>&1
done
cd /tmp && tar czf $OUT/o32.tgz o32; ls -la $O
