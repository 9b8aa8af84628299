#!/bin/bash
# Run 2 (stop 64, at a0233c4): the kernel end counted by warps (omp2cuda) against the block-counted end of 21e5c7b
# (o2cold: the same driver with 21e5c7b's runtime/include/omp2cuda_done.h) and the hand-written CUDA twins, the
# suite at large (bench.py: 5 runs each after a warm-up, interleaved, 0.1 s apart, injected ledger, kernel time);
# then HeCBench b+tree (f27000a5188f) built here by tools/hecbench (omp2cuda, o2cold, the nvcc twin), its own
# "Kernel execution time" of its first timed region, 7 fresh processes each, interleaved, on one input made here
# (1,000,000 keys 1..1,000,000 shuffled with seed 1; the Makefile's command file: j 6000 3000, k 10000).
S=$PWD/.carry/s64b
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s64 /tmp/bt $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s64 && tar xJf $S/bt.tar.xz -C /tmp/bt
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/gpu.txt
python3 tools/bench/bench.py --compilers o2cold,omp2cuda,cuda --baseline o2cold --search /tmp/s64 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 240 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric kernel_us > /tmp/o/run2-suite.log 2>&1
cp /tmp/suite/report.md /tmp/o/run2-suite.md; cp /tmp/suite/summary.csv /tmp/o/run2-suite-summary.csv
D=/tmp/bt/data/b+tree; mkdir -p $D
python3 -c "
import random; r=random.Random(1); k=list(range(1,1000001)); r.shuffle(k)
open('$D/mil.txt','w').write('1000000\n'+'\n'.join(map(str,k))+'\n')
open('$D/command.txt','w').write('j 6000 3000\nk 10000\n')"
for c in omp2cuda o2cold nvcc; do ln -sfn /tmp/bt/data /tmp/bt/$c/b+tree/src/data; done
for r in 1 2 3 4 5 6 7; do for c in omp2cuda/b+tree/src/b+tree-omp o2cold/b+tree/src/b+tree-omp nvcc/b+tree/src/b+tree-cuda; do
	(cd /tmp/bt/$c && echo "== $c $r" && timeout 60 ./main file ../data/b+tree/mil.txt command ../data/b+tree/command.txt 2>&1 |
		grep -iE "kernel execution time|error|fail" | head -3); done; done > /tmp/o/run2-bplustree-hecbench.txt 2>&1
cp /tmp/o/run2* $OUT/
grep -B2 -A30 -i "geomean" /tmp/o/run2-suite.md | head -50
cat /tmp/o/run2-bplustree-hecbench.txt | head -60
