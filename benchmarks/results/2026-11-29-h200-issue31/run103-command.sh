#!/bin/bash
# Run 103: every test/run program (issue 31's new ones among them); XSBench and RSBench
# openmp-offload built on the CPU machine with their own Makefiles (COMPILER=llvm flags: sm_80),
# once with omp2cuda, once with clang-16, run interleaved on the GPU; then tools/apps on the GPU.
E2E=1 CSEM=0 SEEDMAX=0 BUDGET=560 bash test/device_run.sh
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/rtc && tar xJf .carry/rt-clang16-small.tar.xz -C /tmp/rtc
B=.carry/base
{
for size in small; do
	for k in 1 2 3; do
		for c in o2c clang; do
			if [ $c = clang ]; then L=/tmp/rtc/lib:/usr/lib/llvm-16/lib; else L=; fi
			echo "== XSBench -s $size -m event, $c, run $k"
			LD_LIBRARY_PATH=$L timeout 120 $B/XSBench$([ $c = o2c ] && echo .o2c) -s $size -m event 2>&1 |
				grep -E "Runtime|Lookups/s|Verification|rror"
			echo "== RSBench -s $size -m event, $c, run $k"
			LD_LIBRARY_PATH=$L timeout 120 $B/rsbench$([ $c = o2c ] && echo .o2c) -s $size -m event 2>&1 |
				grep -E "Runtime|Lookups/s|Verification|rror"
		done
	done
done
for c in o2c clang; do
	if [ $c = clang ]; then L=/tmp/rtc/lib:/usr/lib/llvm-16/lib; else L=; fi
	echo "== XSBench default size -m event, $c"
	LD_LIBRARY_PATH=$L timeout 150 $B/XSBench$([ $c = o2c ] && echo .o2c) -m event 2>&1 |
		grep -E "Runtime|Lookups/s|Verification|rror"
	echo "== RSBench default size -m event, $c"
	LD_LIBRARY_PATH=$L timeout 150 $B/rsbench$([ $c = o2c ] && echo .o2c) -m event 2>&1 |
		grep -E "Runtime|Lookups/s|Verification|rror"
done
} > $OUT/run103-proxy.txt 2>&1
echo "proxy done $(date)" >> $OUT/progress.txt
mkdir -p /tmp/apps && tar xJf .carry/apps.tar.xz -C /tmp
timeout 200 python3 tools/apps/apps.py --apps /tmp/apps --compiler $PWD/build/tools/omp2cuda --gpu \
	--only 'PRK|PolyBench|NeoRodinia' --jobs 16 --timeout 60 --scratch /tmp/o2c-apps \
	--out $OUT/apps-gpu.md > $OUT/run103-apps.txt 2>&1
echo "apps rc=$? $(date)" >> $OUT/progress.txt
cat $OUT/progress.txt
