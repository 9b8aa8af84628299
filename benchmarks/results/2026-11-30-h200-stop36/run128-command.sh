#!/bin/bash
# Run 128 (stop 36), on two H200s: first small programs that bisect run 126/127's virtual-call failures under
# `requires unified_shared_memory` (built on the CPU machine from /tmp/vf2: v.cpp KIND 0-3 with and without USM;
# mg.cpp, omp_target_alloc and new[] memory on every device; VV 5.2 test_target_PureVirDestr on each GPU alone),
# 10 s each; then the 24 HeCBench programs of the every-3rd slice that all three compilers verified (runs 123,
# 124, 126) but that were not timed three ways: each compiler's builds (omp2cuda at 8267bbe, clang-16, nvcc;
# carried subsets of the run 124/125 tarballs), two programs at once, each alone on its GPU (-j 2 --gpus 2),
# 90 s a line, kernel time by the CUPTI referee; --keep skips what runs 124-126 already timed.
H=$PWD/.carry/hbt
for x in $H/vf/*.x; do
	echo "== $(basename $x)"; (cd /tmp && OMP2CUDA_VERBOSE=1 timeout 10 $x; echo "rc=$?")
done > $OUT/vf.log 2>&1
for g in 0 1; do echo "== pvd.x on GPU $g"; (cd /tmp && CUDA_VISIBLE_DEVICES=$g timeout 10 $H/vf/pvd.x; echo "rc=$?"); done >> $OUT/vf.log 2>&1
CS=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
echo "== compute-sanitizer ($CS) usm0.x" >> $OUT/vf.log
(cd /tmp && timeout 25 $CS $H/vf/usm0.x >> $OUT/vf.log 2>&1; echo "rc=$?" >> $OUT/vf.log)
HB=/tmp/hb/out
mkdir -p /tmp/rt $HB
tar xJf $H/c16rt.tar.xz -C /tmp/rt
for c in omp2cuda nvcc clang16; do tar xJf $H/$c.tar.xz -C $HB; cp $H/$c-run.json $HB/$c/run.json; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
R='^(chi2|groupnorm|hausdorff|jacobi|keccaktreehash|laplace3d|layout|lombscargle|mask|matrix-rotate|md5hash|minkowski|mixbench|morphology|particle-diffusion|projectile|romberg|rsc|softmax|tissue|tsp|vol2col|wyllie|zeropoint)$'
for c in omp2cuda nvcc clang16; do
	case $c in clang16) L=130; E="--env LD_LIBRARY_PATH=/tmp/rt/c16rt";; *) L=170; E=;; esac
	timeout $L python3 $T run $HB --compiler $c -j 2 --gpus 2 --timeout 90 --keep --timer referee \
		--referee $H/libgputotal.so --only "$R" $E > $OUT/time-$c.log 2>&1
	cp $HB/$c/run.json $OUT/$c-run.json
done
(cd $HB && tar czf $OUT/logs.tgz */*/run.log 2>/dev/null)
tail -n 3 $OUT/time-*.log
cut -c1-300 $OUT/vf.log | head -80
