#!/bin/bash
# Run 119 (stop 34): HeCBench, every 3rd program with a CUDA twin (116), clang-16 offload build
# (clang++-16 -O3 -fopenmp --offload-arch=sm_90, built on the CPU machine with
# `tools/hecbench/hecbench.py build SRC OUT --compiler clang16 --every 3`, packed into .carry/hb), run with
# each program's own `make run` line, OMP_TARGET_OFFLOAD=MANDATORY, 5 s a run line; kernel time by the CUPTI
# referee (libgputotal.so, from ../shared/referee/gputotal.c); clang-16's offload runtime closure c16rt.tar.xz.
H=$PWD/.carry/hb
HB=/tmp/hb/out
mkdir -p /tmp/rt $HB
tar xJf $H/c16rt.tar.xz -C /tmp/rt
tar xJf $H/clang16.tar.xz -C $HB
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
timeout 540 python3 $T run $HB --compiler clang16 --timeout 5 --timer referee --referee $H/libgputotal.so \
	--env LD_LIBRARY_PATH=/tmp/rt/c16rt > $OUT/run-clang16.log 2>&1
cp $HB/clang16/run.json $OUT/clang16-run.json
(cd $HB && tar czf $OUT/clang16-logs.tgz clang16/*/run.log 2>/dev/null)
tail -3 $OUT/run-clang16.log; grep -c . $OUT/run-clang16.log
