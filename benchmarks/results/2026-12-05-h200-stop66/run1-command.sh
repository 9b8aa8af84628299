#!/bin/bash
# Run 1 (stop 66), two H200s of one host: the 97 HeCBench programs (f27000a5188f) clang-16 verified in stops 36-40,
# built on the CPU machine with omp2cuda at 1012462 (9ef31fe changes no GPU code of theirs: none has single, masked or master) (`hecbench.py build /work/hbsrc OUT --compiler omp2cuda --only
# <the 97>`) and their CUDA twins with nvcc (`--compiler nvcc`), packed (`hecbench.py pack`).
#  1. judging: omp2cuda's builds, 8 at a time over the 2 GPUs, 60 s a line, OMP_TARGET_OFFLOAD=MANDATORY, each by its
#     own check;
#  2. timing: the programs omp2cuda passed, omp2cuda then nvcc, each program alone on its GPU (-j 2 --gpus 2), kernel
#     time by the CUPTI referee (/work/shared/referee/gputotal.c, built on the CPU machine), as in stops 36-40, so the
#     twins' times here check this machine against the stored figures clang-16's come from.
H=$PWD/.carry/s66
HB=/tmp/hb66
mkdir -p $HB
for c in omp2cuda nvcc; do tar xJf $H/$c.tar.xz -C $HB; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
timeout 200 python3 $T run $HB --compiler omp2cuda -j 8 --gpus 2 --timeout 60 --timer referee \
	--referee $H/libgputotal.so > $OUT/judge-omp2cuda.log 2>&1
tail -n 3 $OUT/judge-omp2cuda.log
for c in omp2cuda nvcc; do
	timeout ${LIMIT:-230} python3 $T run $HB --compiler $c -j 2 --gpus 2 --timeout 60 --keep --timer referee \
		--where-pass omp2cuda --referee $H/libgputotal.so > $OUT/time-$c.log 2>&1
	cp $HB/$c/run.json $OUT/$c-run.json
	tail -n 2 $OUT/time-$c.log
done
(cd $HB && tar czf $OUT/logs.tgz */*/run.log 2>/dev/null)
