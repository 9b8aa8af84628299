#!/bin/bash
# Run 104 (the stop's merged main): every test/run program; SOLLVE VV 4.5 and 5.0 as published;
# XSBench and RSBench openmp-offload built on the CPU machine with their Makefiles' flags at
# sm_90 (CFLAGS="-std=gnu99 -Wall -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target
# -march=sm_90 -O3"), with omp2cuda and with clang-16, run interleaved; tools/apps on
# PolyBench, NeoRodinia and hot; unified shared memory against explicit maps (examples/usm_vadd.c).
E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=560 bash test/device_run.sh
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/rtc && tar xJf .carry/rt-clang16-small.tar.xz -C /tmp/rtc
cu=$(ldconfig -p | awk '/libcuda\.so\.1 / { print $NF; exit }')
ldconfig -p | grep -q 'libcuda\.so ' || ln -sf "$cu" /tmp/rtc/lib/libcuda.so
B=.carry/base
run_app() { # compiler app args...
	local c=$1 app=$2 L=
	shift 2
	[ $c = clang ] && L=/tmp/rtc/lib:/usr/lib/llvm-16/lib
	echo "== $app $*, $c"
	LD_LIBRARY_PATH=$L timeout 150 $B/$app.$c "$@" 2>&1 | grep -E "Runtime|Lookups/s|Verification|rror" | head -5
}
{
for k in 1 2 3 4 5; do
	for c in o2c clang; do
		run_app $c XSBench -s small -m event
		run_app $c rsbench -s small -m event
	done
done
for c in o2c clang; do
	run_app $c XSBench -m event
	run_app $c rsbench -m event
done
} > $OUT/run104-proxy.txt 2>&1
echo "proxy done $(date)" >> $OUT/progress.txt
{
build/tools/omp2cuda -O2 --profile examples/usm_vadd.c -o /tmp/vadd &&
build/tools/omp2cuda -O2 --profile -DUSM examples/usm_vadd.c -o /tmp/vadd_usm &&
for k in 1 2 3; do for r in 1 20; do
	echo "== maps reps=$r"; /tmp/vadd 100000000 $r 2>&1 | tail -15
	echo "== usm reps=$r"; /tmp/vadd_usm 100000000 $r 2>&1 | tail -15
done; done
} > $OUT/run104-usm.txt 2>&1
echo "usm done $(date)" >> $OUT/progress.txt
mkdir -p /tmp/apps && tar xJf .carry/apps.tar.xz -C /tmp
timeout 150 python3 tools/apps/apps.py --apps /tmp/apps --compiler $PWD/build/tools/omp2cuda --gpu \
	--only 'PolyBench|NeoRodinia|hot' --jobs 16 --timeout 60 --scratch /tmp/o2c-apps \
	--out $OUT/apps-gpu.md > /dev/null 2>&1
echo "apps rc=$? $(date)" >> $OUT/progress.txt
cat $OUT/progress.txt
