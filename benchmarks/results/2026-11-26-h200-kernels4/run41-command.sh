#!/bin/bash
# Run 41: kmeans's assignment kernel hand-edited: the centres (16 x 32 floats, which every thread
# reads in full) copied into shared memory once per block (cs: with a fallback test in the loop;
# cs2: the shared copy only), against the generated kernel; 6 runs each interleaved; then
# ncu of one launch of each, and of the hand kernel.
O=/tmp/k41; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r41
$D/km_orig large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in orig cs cs2; do
  o=$(OMP2CUDA_PROFILE=1 $D/km_$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
done; done > $O/ab.log 2>&1
for v in orig cs2; do
  timeout 100 ncu --kernel-name regex:o2c_kmeans_87 --launch-skip 3 --launch-count 1 --set full -o $O/km-$v $D/km_$v large > $O/ncu-$v.log 2>&1
  ncu -i $O/km-$v.ncu-rep --page details > $O/km-$v-details.txt 2>&1
done
timeout 100 ncu --kernel-name regex:assign --launch-skip 3 --launch-count 1 --set full -o $O/km-cuda benchmarks/out/cuda/kmeans large > $O/ncu-cuda.log 2>&1
ncu -i $O/km-cuda.ncu-rep --page details > $O/km-cuda-details.txt 2>&1
rm -f $O/*.ncu-rep
cd /tmp && tar czf $OUT/k41.tgz k41
cat $O/ab.log
for v in orig cs2 cuda; do echo "== $v"; grep -E "^\s+(Duration|Executed Instructions |Registers Per Thread|Achieved Occupancy|Grid Size|Block Size|Dynamic Shared Memory Per Block|L1/TEX Hit Rate|Memory Throughput)\s" $O/km-$v-details.txt | head -12; done
