#!/bin/bash
# Run 3 (stop 69), one GPU: divisors known at launch (frontend/divisors.c) on the GPU, everything built on the CPU machine with
# omp2cuda at the commit of this file and carried in .carry/s69:
#  0. the 7 test/run programs whose regions get divisors (`--explain` says "divisors known at launch: '"; `test/e2e.py
#     build .carry/... <them>`), run with OMP_TARGET_OFFLOAD=MANDATORY, each by its own check (launch_divisors again
#     with OMP2CUDA_DIVISORS=off and as built with -fno-launch-divisors);
#  1. the 12 of the 97 HeCBench programs clang-16 verified whose regions get them (HeCBench f27000a5188f, `hecbench.py
#     build /work/hbsrc OUT --compiler omp2cuda --only <the 97>`, packed), each alone on the GPU with
#     OMP2CUDA_DIVISORS=on then off, round after round (ROUNDS, default 3) until LIMIT seconds, kernel time by the
#     CUPTI referee; each line: round, the switch, the harness's line (name, verdict, kernel ms, the program's check).
H=$PWD/.carry/s69
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
if [ -z "$NO_E2E" ]; then # NO_E2E=1: the HeCBench part alone
	mkdir -p /tmp/e && tar xJf $H/e2e69.tar.xz -C /tmp/e
	python3 test/e2e.py run /tmp/e/e2e69 > $OUT/e2e.log 2>&1; tail -n 2 $OUT/e2e.log; grep -E "^(FAIL|WRONG)" $OUT/e2e.log
fi
HB=/tmp/hb69d; mkdir -p $HB && tar xJf $H/omp2cuda-div.tar.xz -C $HB
P="${PROGS:-mask pool asta bitonic-sort bwt concat groupnorm heat2d hybridsort knn tissue vol2col}"
END=$(( $(date +%s) + ${LIMIT:-420} ))
for r in $(seq 1 ${ROUNDS:-3}); do
	for p in $P; do
		for k in on off; do
			[ $(date +%s) -lt $END ] || break 3
			l=$(OMP2CUDA_DIVISORS=$k timeout 90 python3 tools/hecbench/hecbench.py run $HB --compiler omp2cuda -j 1 \
				--timeout 60 --only "^$p\$" --timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$p ")
			echo "$r $k $l" | tee -a $OUT/ab.txt
		done
	done
done
