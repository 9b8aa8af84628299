#!/bin/bash
# Run 157 (stop 41), one H200: where clang-16's kernels beat omp2cuda's (issue 33).  Nine HeCBench programs built on
# the CPU machine at this commit with omp2cuda and clang-16 offload (sm_90) (`hecbench.py build ... --only`):
#  1. mr: the old omp2cuda build (stop 40, automatic constant arrays) and the new (static ones), five rounds
#     interleaved, each run's kernel time from the CUPTI referee;
#  2. ncu (clock control none) of each program's first kernels, both compilers, saved as text.
H=$PWD/.carry/hb40
B=/tmp/b41
mkdir -p /tmp/rt $B
tar xJf $H/c16small.tar.xz -C /tmp/rt
(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
	ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
tar xJf .carry/hb41/bins.tar.xz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
export OMP_TARGET_OFFLOAD=MANDATORY
ref() { # ref LABEL DIR ARGS...: one run, its kernel ms (referee) and check line
	local l=$1 d=$2; shift 2
	(cd $d && CUDA_INJECTION64_PATH=$H/libgputotal.so GPUTOTAL_OUT=/tmp/g.txt LD_LIBRARY_PATH=/tmp/rt \
		timeout 120 ./main "$@" > /tmp/o.txt 2>&1)
	echo "$l $(grep -o 'kernel_us=[0-9.]*' /tmp/g.txt | tail -1) $(grep -E 'PASS|FAIL' /tmp/o.txt | head -1)"
	rm -f /tmp/g.txt
}
[ -n "$ONLY_NCU" ] || for round in 1 2 3 4 5; do
	ref old $B/old/mr 100
	ref new $B/omp2cuda/mr/src/mr-omp 100
	ref clang16 $B/clang16/mr/src/mr-omp 100
done > $OUT/mr-ab.txt 2>&1
[ -n "$ONLY_NCU" ] || cat $OUT/mr-ab.txt
NCU="ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy
	--section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section InstructionStats
	--section WarpStateStats --section SourceCounters"
prof() { # prof NAME ARGS...
	local n=$1; shift
	for c in omp2cuda clang16; do
		(cd $B/$c/$n/src/$n-omp && LD_LIBRARY_PATH=/tmp/rt timeout 150 $NCU -c ${COUNT:-6} ./main "$@" \
			> $OUT/ncu-$n-$c.txt 2>&1)
		echo "$n $c rc=$?"
	done
}
[ -n "$ONLY_NCU" ] || { prof hellinger 100; prof haccmk 1000; prof cbsfil 8192 8192 100; }
prof mr 100
COUNT=3 prof minisweep --niterations 2
prof nbody 16000 10
COUNT=4 prof surfel 1024 640 480 100
prof particle-diffusion 2000 100
prof projectile 1000
# (the device returns at most 8 files: the second call, ONLY_NCU=1, packs its reports)
[ -n "$ONLY_NCU" ] && (cd $OUT && tar czf ncu.tgz ncu-*.txt && rm ncu-*.txt)
