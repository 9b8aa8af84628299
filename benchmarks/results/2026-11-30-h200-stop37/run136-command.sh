#!/bin/bash
# Run 136 (stop 37, at 08a9024: team lanes on blocks, the unsigned index of reduction kernels whose body
# loops, and the ompfe merge), two H200s, in parallel:
# GPU 0: every test/run program (C and C++), built there by the carried omp2cuda (test/device_run.sh E2E);
# GPU 1: HeCBench damage and hausdorff, built on the CPU machine by 1780380 (old, run 135's build) and by
#   206bc26 (new), timed alone with the CUPTI referee, three rounds, old and new interleaved.
ln -sf omp2cuda build/tools/omp2cuda++
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > /tmp/gpu.txt
H=$PWD/.carry/r136
T=tools/hecbench/hecbench.py
mkdir -p /tmp/hbo /tmp/hbn /tmp/ab
tar xJf $H/old.tar.xz -C /tmp/hbo
tar xJf $H/new.tar.xz -C /tmp/hbn
(
	export CUDA_VISIBLE_DEVICES=1
	for i in 1 2 3; do
		for v in old new; do
			d=/tmp/hbo; [ $v = new ] && d=/tmp/hbn
			python3 $T run $d --compiler omp2cuda --timeout 90 --timer referee --referee $H/libgputotal.so \
				--only '^(damage|hausdorff)$' > /tmp/ab/time-$v-$i.log 2>&1
			cp $d/omp2cuda/run.json /tmp/ab/time-$v-$i.json
		done
	done
) &
ABPID=$!
CUDA_VISIBLE_DEVICES=0 E2E_TIMEOUT=60 E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=400 bash test/device_run.sh > /tmp/device_run.log 2>&1
wait $ABPID
mkdir -p $OUT/ab && cp /tmp/ab/* /tmp/gpu.txt /tmp/device_run.log $OUT/ab/ && (cd $OUT && tar czf ab.tgz ab && rm -rf ab)
grep -v "^PASS" $OUT/e2e.log 2>/dev/null | head -30
grep -h "ms" /tmp/ab/time-*.log
