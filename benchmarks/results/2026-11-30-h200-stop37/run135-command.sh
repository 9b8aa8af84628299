#!/bin/bash
# Run 135 (stop 37), two H200s: run 134's omp2cuda timings did not come back (only 8 files return from a run;
# everything now goes in one tarball). GPU 1: slice 0's six programs of run 134 that clang-16 times, omp2cuda's
# build at 1780380, timed alone with the CUPTI referee; GPU 0: winograd (slice 2) judged alone, 120 s a line
# (it ran past 45 s with 8 programs sharing the GPU in run 134).
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
mkdir -p /tmp/hb2/clang16 /tmp/hbt $OUT/r
tar xJf .carry/hb2o/omp2cuda.tar.xz -C /tmp/hb2
tar xJf .carry/r134/o2c-sub.tar.xz -C /tmp/hbt
(
	export CUDA_VISIBLE_DEVICES=1
	REF="--timer referee --referee $PWD/.carry/r134/libgputotal.so --timeout 60"
	S6='^(chi2|hausdorff|laplace3d|mixbench|particle-diffusion|projectile)$'
	timeout 280 python3 $T run /tmp/hbt --compiler omp2cuda $REF --only "$S6" > $OUT/r/time-omp2cuda.log 2>&1
	cp /tmp/hbt/omp2cuda/run.json $OUT/r/time-omp2cuda.json
) &
TPID=$!
CUDA_VISIBLE_DEVICES=0 timeout 250 python3 $T run /tmp/hb2 --compiler omp2cuda --timeout 120 --timer none \
	--only '^winograd$' > $OUT/r/judge-winograd.log 2>&1
cp /tmp/hb2/omp2cuda/winograd/run.log $OUT/r/winograd-run.log
wait $TPID
(cd $OUT && tar czf r.tgz r && rm -rf r)
tar xzOf $OUT/r.tgz r/judge-winograd.log r/time-omp2cuda.log | grep -v "^$"
