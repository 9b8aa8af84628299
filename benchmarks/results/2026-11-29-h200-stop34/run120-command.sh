#!/bin/bash
# Run 120 (stop 34): HeCBench, every 3rd program with a CUDA twin (116): omp2cuda++ at 8f63665 (101 of 116
# build) and the CUDA twins (nvcc -arch=sm_90, 115 build), built on the CPU machine with
# `tools/hecbench/hecbench.py build SRC OUT --compiler omp2cuda|nvcc --every 3`, packed into .carry/hb; run as
# run 119 ran clang-16: each program's own `make run` line, OMP_TARGET_OFFLOAD=MANDATORY, 5 s a run line,
# kernel time by the same CUPTI referee for both (libgputotal.so).
H=$PWD/.carry/hb
HB=/tmp/hb/out
mkdir -p $HB
for c in omp2cuda nvcc; do tar xJf $H/$c.tar.xz -C $HB; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
for c in omp2cuda nvcc; do
	timeout 285 python3 $T run $HB --compiler $c --timeout 5 --timer referee --referee $H/libgputotal.so \
		> $OUT/run-$c.log 2>&1
	cp $HB/$c/run.json $OUT/$c-run.json
	(cd $HB && tar czf $OUT/$c-logs.tgz $c/*/run.log 2>/dev/null)
	tail -1 $OUT/run-$c.log
done
