#!/bin/bash
# Run 134 (stop 37), two H200s, in parallel:
# GPU 0: omp2cuda's verdicts on the third slice's programs clang-16 verified in run 133 (omp2cuda++ at 1780380,
#   `hecbench.py build ... --compiler omp2cuda --only <slice>`, 97 of 116 built), 8 at once, 45 s a line.
# GPU 1: slice 0's programs furthest from clang-16 or the twins, rebuilt at 1780380 (flat kernels, collapse
#   order), timed alone with the CUPTI referee, twice, interleaved with clang-16's and the twins' builds of
#   stop 36 where the carried subset has them.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
mkdir -p /tmp/rt /tmp/hb2/clang16 /tmp/hbt
tar xJf .carry/hb2o/omp2cuda.tar.xz -C /tmp/hb2
cp .carry/hb2o/clang16-run.json /tmp/hb2/clang16/run.json
(
	export CUDA_VISIBLE_DEVICES=1
	tar xJf .carry/r134/c16rt.tar.xz -C /tmp/rt
	tar xJf .carry/r134/o2c-sub.tar.xz -C /tmp/hbt
	tar xJf .carry/r134/clang16.tar.xz -C /tmp/hbt
	tar xJf .carry/r134/nvcc.tar.xz -C /tmp/hbt
	REF="--timer referee --referee $PWD/.carry/r134/libgputotal.so --timeout 60"
	S6='^(chi2|hausdorff|laplace3d|mixbench|particle-diffusion|projectile)$'
	for i in 1 2; do
		python3 $T run /tmp/hbt --compiler omp2cuda $REF > $OUT/time-omp2cuda-$i.log 2>&1
		cp /tmp/hbt/omp2cuda/run.json $OUT/time-omp2cuda-$i.json
		python3 $T run /tmp/hbt --compiler clang16 $REF --only "$S6" --env LD_LIBRARY_PATH=/tmp/rt/c16rt \
			> $OUT/time-clang16-$i.log 2>&1
		cp /tmp/hbt/clang16/run.json $OUT/time-clang16-$i.json
		python3 $T run /tmp/hbt --compiler nvcc $REF --only "$S6" > $OUT/time-nvcc-$i.log 2>&1
		cp /tmp/hbt/nvcc/run.json $OUT/time-nvcc-$i.json
	done
) &
TPID=$!
CUDA_VISIBLE_DEVICES=0 timeout 400 python3 $T run /tmp/hb2 --compiler omp2cuda -j 8 --timeout 45 --timer none \
	--where-pass clang16 > $OUT/judge-omp2cuda.log 2>&1
cp /tmp/hb2/omp2cuda/run.json $OUT/judge-omp2cuda-run.json
(cd /tmp/hb2 && tar czf $OUT/judge-omp2cuda-logs.tgz omp2cuda/*/run.log 2>/dev/null)
wait $TPID
tail -4 $OUT/judge-omp2cuda.log
grep -h "ms" $OUT/time-*-1.log | head -30
