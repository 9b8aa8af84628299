#!/bin/bash
# Run 164 (stop 43), two H200s, at this commit:
#  GPU 0: every test/run program (C and C++) built there and run (stop 42's lambdas in templates and macros that
#         change had not run on a GPU), then the validation suite 4.5 as published;
#  GPU 1: the suite at `large`, omp2cuda against its CUDA twins and clang-16 (bench.py, medians of 5 after a warm-up,
#         interleaved, injected ledger); every kernel's time of lud, nw and pathfinder and their twins (ncu,
#         gpu__time_duration of every launch); ncu sections of one nw launch of each; HeCBench unfold and hexciton
#         (omp2cuda and the CUDA twin), judged by their own checks.
# Results are written under $OUT as each part ends.
S=$PWD/.carry/s43
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s43 $BENCH_REF_DIR
# the build and the VV files travel packed in .carry/s43 (the carry limit)
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $S/suite.tar.xz -C /tmp/s43 && cp $S/rt-clang16.tar.xz /tmp/s43/
ln -sf omp2cuda build/tools/omp2cuda++
(
	export CUDA_VISIBLE_DEVICES=0
	(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=1 VVVERSIONS="${VVVERSIONS:-4.5}" CSEM=0 SEEDMAX=0 BUDGET=400 OUT=/tmp/o \
		timeout ${LIMIT:-420} test/device_run.sh) > /tmp/o/dr.log 2>&1
	cp /tmp/o/e2e.log $OUT/run164-e2e.log; cp /tmp/o/vv-*.md $OUT/ 2>/dev/null
	echo e2e done
) &
(
	export CUDA_VISIBLE_DEVICES=1
	python3 tools/bench/bench.py --compilers omp2cuda,cuda,clang16 --baseline cuda --search /tmp/s43 \
		--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 330 \
		--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR > /tmp/suite.log 2>&1
	(cd /tmp && tar czf $OUT/run164-suite.tgz suite suite.log)
	for app in lud nw pathfinder; do
		for c in omp2cuda cuda; do
			timeout 90 ncu --clock-control none --metrics gpu__time_duration.sum --csv \
				/tmp/s43/$c/$app large > /tmp/o/times-$app-$c.csv 2>&1
		done
	done
	NCU="ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy
		--section MemoryWorkloadAnalysis --section InstructionStats --section WarpStateStats --section SchedulerStats"
	timeout 60 $NCU -k regex:o2c_nw --launch-skip 255 --launch-count 1 /tmp/s43/omp2cuda/nw large > /tmp/o/ncu-nw-omp2cuda.txt 2>&1
	timeout 60 $NCU -k regex:tile --launch-skip 255 --launch-count 1 /tmp/s43/cuda/nw large > /tmp/o/ncu-nw-cuda.txt 2>&1
	(cd /tmp/o && tar czf $OUT/run164-ncu.tgz times-*.csv ncu-*.txt)
	B=/tmp/hb43; mkdir -p $B
	tar xJf $S/omp2cuda.tar.xz -C $B && tar xJf $S/nvcc.tar.xz -C $B
	for c in omp2cuda nvcc; do
		python3 tools/hecbench/hecbench.py run $B --compiler $c --timeout 120 > /tmp/o/hb-$c.log 2>&1
	done
	(cd /tmp/o && cat hb-*.log > $OUT/run164-hecbench.txt)
	echo gpu1 done
) &
wait
