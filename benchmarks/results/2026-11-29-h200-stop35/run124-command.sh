#!/bin/bash
# Run 124 (stop 35): HeCBench, the 39 programs of the every-3rd slice that clang-16 verified in run 123:
# omp2cuda++ at 0b39306 plus the macro-written loop header change (mask), built on the CPU machine with
# `hecbench.py build SRC OUT --compiler omp2cuda --only '^(...)$'`, and their CUDA twins (nvcc -arch=sm_90, run
# 120's build). First judged, both compilers at once, 8 programs each (-j 8, 60 s a line); then timed one
# program at a time (-j 1) where omp2cuda, clang-16 and nvcc all passed, kernel time by the CUPTI referee.
H=$PWD/.carry/hbo
HB=/tmp/hb/out
mkdir -p $HB/clang16
for c in omp2cuda nvcc; do tar xJf $H/$c.tar.xz -C $HB; done
cp $H/clang16-run.json $HB/clang16/run.json
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
for c in omp2cuda nvcc; do
	timeout 200 python3 $T run $HB --compiler $c -j 8 --timeout 60 --keep --timer none --where-pass clang16 \
		> $OUT/judge-$c.log 2>&1 &
done
wait
for c in omp2cuda nvcc; do
	timeout 170 python3 $T run $HB --compiler $c --timeout 60 --keep --timer referee --referee $H/libgputotal.so \
		--where-pass omp2cuda,clang16,nvcc > $OUT/time-$c.log 2>&1
	cp $HB/$c/run.json $OUT/$c-run.json
	(cd $HB && tar czf $OUT/$c-logs.tgz $c/*/run.log 2>/dev/null)
done
tail -2 $OUT/judge-*.log $OUT/time-*.log
