#!/bin/bash
# Run 177 (stop 45), one H200: HeCBench programs where clang-16's kernels beat omp2cuda's (stop 40's table) or
# omp2cuda's trail their twin, built on the CPU machine at this commit (omp2cuda), with clang-16 offload (sm_90)
# and nvcc (the twins): 1. kernel time by the referee, each program's own `make run`, 60 s a line;
# 2. ncu (one launch past the first two) of chi2, mr, particle-diffusion, projectile for all three, small repeats.
H=$PWD/.carry/hb45
HB=/tmp/hb45
mkdir -p /tmp/rt $HB /tmp/ncu
tar xJf $H/c16small.tar.xz -C /tmp/rt
(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
	ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
for c in omp2cuda nvcc clang16; do tar xJf $H/$c.tar.xz -C $HB; done
export OMP_TARGET_OFFLOAD=MANDATORY
T=tools/hecbench/hecbench.py
ONLY='^(chi2|mr|particle-diffusion|projectile|surfel|rfs)$'
for c in omp2cuda nvcc clang16; do
	case $c in clang16) E="--env LD_LIBRARY_PATH=/tmp/rt";; *) E=;; esac
	timeout 150 python3 $T run $HB --compiler $c --only "$ONLY" --timeout 60 --timer referee \
		--referee $H/libgputotal.so $E > $OUT/run177-time-$c.log 2>&1
	cp $HB/$c/run.json $OUT/run177-$c-run.json
done
python3 $T compare $HB --compilers omp2cuda,clang16,nvcc > $OUT/run177-compare.md 2>&1
cat $OUT/run177-compare.md | grep -v "^$" | tail -12
args() { case $1 in chi2) echo 4000 400000 2000 2000 256 3;; mr) echo 1;; particle-diffusion) echo 2000 3;;
	projectile) echo 3;; esac; }
for p in chi2 mr particle-diffusion projectile; do for c in omp2cuda nvcc clang16; do
	d=$HB/$c/$p/src/$p-$([ $c = nvcc ] && echo cuda || echo omp)
	(cd $d && LD_LIBRARY_PATH=/tmp/rt timeout 100 ncu --clock-control none --section SpeedOfLight --section LaunchStats \
		--section Occupancy --section InstructionStats --section WarpStateStats --section MemoryWorkloadAnalysis \
		--launch-skip 2 --launch-count 1 ./main $(args $p)) > /tmp/ncu/ncu-$p-$c.txt 2>&1
	grep -E "^  [a-zA-Z_]|Duration|Executed Instructions |Registers Per|Achieved Occupancy|Block Size|Grid Size" /tmp/ncu/ncu-$p-$c.txt | head -9
done; done
(cd /tmp/ncu && tar czf $OUT/run177-ncu.tgz ncu-*.txt)
