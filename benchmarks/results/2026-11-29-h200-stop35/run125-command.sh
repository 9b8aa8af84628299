#!/bin/bash
# Run 125 (stop 35): clang-16's kernel times on the HeCBench programs omp2cuda, clang-16 and nvcc all passed
# (runs 123, 124): one program at a time (-j 1), 60 s a line, kernel time by the CUPTI referee; resumable
# (--keep: programs already timed are not rerun).
H=$PWD/.carry/hbc
HB=/tmp/hb/out
mkdir -p /tmp/rt $HB/omp2cuda $HB/nvcc
tar xJf $H/c16rt.tar.xz -C /tmp/rt
tar xJf $H/clang16.tar.xz -C $HB
cp $H/clang16-run.json $HB/clang16/run.json
for c in omp2cuda nvcc; do cp $H/$c-run.json $HB/$c/run.json; done
T=tools/hecbench/hecbench.py
timeout 270 python3 $T run $HB --compiler clang16 --timeout 60 --keep --timer referee --referee $H/libgputotal.so \
	--where-pass omp2cuda,clang16,nvcc --env LD_LIBRARY_PATH=/tmp/rt/c16rt > $OUT/time-clang16.log 2>&1
cp $HB/clang16/run.json $OUT/clang16-run.json
tail -3 $OUT/time-clang16.log
