#!/bin/bash
# Run 40: compute-sanitizer memcheck's one error on test/run/gemm_tiles.c (run 39), in full:
# the new tile, the old (16x16, the compiler before it), OMP2CUDA_TILE=off, -fno-tile-loops.
O=/tmp/k40; mkdir -p $O
export OMP_TARGET_OFFLOAD=MANDATORY
D=.carry/r40
for v in new old notile; do
  echo "== $v"; timeout 90 compute-sanitizer --tool memcheck $D/gemm_tiles_$v 2>&1 | head -40
done > $O/memcheck.log 2>&1
echo "== new, OMP2CUDA_TILE=off" >> $O/memcheck.log
OMP2CUDA_TILE=off timeout 90 compute-sanitizer --tool memcheck $D/gemm_tiles_new >> $O/memcheck.log 2>&1
echo "== inner_lanes initcheck" >> $O/memcheck.log
timeout 90 compute-sanitizer --tool initcheck $D/inner_lanes 2>&1 | tail -3 >> $O/memcheck.log
cp $O/memcheck.log $OUT/
cat $O/memcheck.log | cut -c1-200
