#!/bin/bash
# Run 1 (stop 71), one GPU, carrying .carry/s71 (built on the CPU machine):
#  0. test/run programs (`test/e2e.py build`): those with team loops or reductions (stop 70's team-loop barrier and
#     whole-warp reduction) and loop_divisors (this stop's divisors a loop does not change), run with
#     OMP_TARGET_OFFLOAD=MANDATORY, each by its own check;
#  1. HeCBench (f27000a5188f) programs, each alone, kernel time by the CUPTI referee, round after round (ROUNDS,
#     default 2) until LIMIT seconds; each line: round, build, the harness's line.  PROGS: the build at 64f0e72f
#     (omp2cuda-old, before stop 70's barrier change) against the build at 9feb8982 (omp2cuda-new).  LDPROGS:
#     omp2cuda-new against this stop's build with loop divisors (omp2cuda-ld).
H=$PWD/.carry/s71
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
mkdir -p /tmp/e && tar xJf $H/e2e71.tar.xz -C /tmp/e
timeout ${E2E_LIMIT:-200} python3 test/e2e.py run /tmp/e/e2e71 > $OUT/e2e.log 2>&1; tail -n 1 $OUT/e2e.log; grep -vE "^PASS" $OUT/e2e.log | head -20
for v in old new ld; do mkdir -p /tmp/hb-$v && tar xJf $H/omp2cuda-$v.tar.xz -C /tmp/hb-$v; done
END=$(( $(date +%s) + ${LIMIT:-300} ))
one() { # round build program
	l=$(timeout 60 python3 tools/hecbench/hecbench.py run /tmp/hb-$2 --compiler omp2cuda -j 1 \
		--timeout 50 --only "^$3\$" --timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$3 ")
	echo "$1 $2 $l" | tee -a $OUT/ab.txt
}
for r in $(seq 1 ${ROUNDS:-2}); do
	for p in ${LDPROGS:-mr bwt}; do
		for v in new ld; do [ $(date +%s) -lt $END ] || break 3; one $r $v $p; done
	done
	for p in ${PROGS:-damage accuracy groupnorm scel softmax atomicReduction}; do
		for v in old new; do [ $(date +%s) -lt $END ] || break 3; one $r $v $p; done
	done
done
