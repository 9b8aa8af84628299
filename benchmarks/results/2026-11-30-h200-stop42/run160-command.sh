#!/bin/bash
# Run 160 (stop 42), one H200: why omp2cuda's kernels are slower than the hand-written CUDA twins' where they are
# (issue 33, issue 34), and the GPU checks of this stop's first commits.
#  1. ncu (clock control none) of the first kernels of thirteen HeCBench programs, omp2cuda's build (this commit,
#     `hecbench.py build ... --only`) and the CUDA twin's (nvcc), each with its Makefile's run line;
#  2. test/run's programs of the flat tiles and the declared reductions, built there at this commit (E2E_ONLY);
#  3. the validation suite's C and C++ tests 5.0, 5.1 and 5.2, as published, built with this commit's omp2cuda.
# LIMIT bounds parts 2 and 3 so that what ran comes back.
B=/tmp/b42
mkdir -p $B /tmp/o
tar xJf .carry/hb42/omp2cuda.tar.xz -C $B
tar xJf .carry/hb42/nvcc.tar.xz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
export OMP_TARGET_OFFLOAD=MANDATORY
NCU="ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy
	--section MemoryWorkloadAnalysis --section InstructionStats --section WarpStateStats"
prof() { # prof NAME COUNT ARGS...
	local n=$1 c=$2; shift 2
	for comp in omp2cuda nvcc; do
		local t=omp; [ $comp = nvcc ] && t=cuda
		(cd $B/$comp/$n/src/$n-$t && timeout 120 $NCU -c $c ./main "$@" > /tmp/o/ncu-$n-$comp.txt 2>&1)
		echo "$n $comp rc=$?"
	done
}
[ -n "$NO_NCU" ] || {
prof asmooth 3 8192 2000 9 100
prof chi2 2 4000 400000 2000 2000 256 1000
prof nbody 3 16000 10
prof laplace3d 3 512 512 512 100 0
prof damage 2 50000000 1000
prof hausdorff 3 100000 100000 100
prof pool 3 128 48 224 224 54 54 100
prof jacobi 3
prof flip 3 3 1024 100
prof ga 3 1000000 1000 11 1
prof projectile 3 1000
prof particle-diffusion 3 2000 100
prof cbsfil 3 8192 8192 100
(cd /tmp/o && tar czf $OUT/run160-ncu.tgz ncu-*.txt)
}
[ -n "$NO_E2E" ] || {
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=1 VVVERSIONS="${VVVERSIONS:-5.0 5.1 5.2}" CSEM=0 SEEDMAX=0 BUDGET=400 OUT=/tmp/o \
	timeout ${LIMIT:-400} test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/run160.tgz --exclude='*.o' --exclude='ncu-*' . ; cat progress.txt; tail -3 e2e.log
grep -E "^(FAIL|WRONG)" e2e.log | head; for f in vv-*.md; do echo "== $f"; grep -E "^\| (pass|wrong|crash|refused|rejected|build-fail|host-only|total) " $f; done
}
