#!/bin/bash
# Run 115 (stop 33): HeCBench, every 10th program with a CUDA twin (35), built on the CPU machine three ways
# (omp2cuda++ at this commit, clang++-16 -fopenmp --offload-arch=sm_90, the twin with nvcc -arch=sm_90;
# tools/hecbench/hecbench.py build ... --every 10, packed with `pack` into .carry/hb), run here with each
# program's own `make run` arguments, OMP_TARGET_OFFLOAD=MANDATORY, 30 s a run line, judged by its own check;
# kernel time from omp2cuda's ledger and, for clang-16 and nvcc, the CUPTI referee (libgputotal.so, built
# from ../shared/referee/gputotal.c). clang-16's offload runtime (libomptarget 16 and its closure) is
# .carry/hb/c16rt.tar.xz.
H=$PWD/.carry/hb
HB=/tmp/hb/out
mkdir -p /tmp/rt $HB
tar xJf $H/c16rt.tar.xz -C /tmp/rt
for c in omp2cuda clang16 nvcc; do tar xJf $H/$c.tar.xz -C $HB; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
timeout 170 python3 $T run $HB --compiler omp2cuda --timeout 30 > $OUT/run-omp2cuda.log 2>&1
timeout 170 python3 $T run $HB --compiler clang16 --timeout 30 --referee $H/libgputotal.so \
	--env LD_LIBRARY_PATH=/tmp/rt/c16rt > $OUT/run-clang16.log 2>&1
timeout 170 python3 $T run $HB --compiler nvcc --timeout 30 --referee $H/libgputotal.so > $OUT/run-nvcc.log 2>&1
python3 $T report $HB > $OUT/report.log 2>&1
cp $HB/report.md $HB/report.json $OUT/ 2>/dev/null
(cd $HB && tar czf $OUT/logs.tgz */run.json */*/run.log 2>/dev/null)
tail -5 $OUT/run-*.log
