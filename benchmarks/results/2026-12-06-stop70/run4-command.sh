#!/bin/bash
# Run 4 (stop 70), one GPU: a team loop's last barrier (codegen/emit_cuda.c: the block's last distribute iteration
# ends without one) and the whole-warp reduction (o2c_warp_reduce: no lane checks, REDUX for 32-bit integers), built
# on the CPU machine and carried in .carry/s70:
#  0. the test/run programs with team loops or reductions (`test/e2e.py build .carry/... <their prefixes>`), run with
#     OMP_TARGET_OFFLOAD=MANDATORY, each by its own check;
#  1. HeCBench (f27000a5188f) programs whose kernels change (`hecbench.py build /work/hbsrc OUT --compiler omp2cuda
#     --only ...`, packed): stop 69's build (omp2cuda-old) and this one (omp2cuda-new) in turn, round after round
#     (ROUNDS, default 3) until LIMIT seconds, kernel time by the CUPTI referee; each line: round, build, the harness's line.
H=$PWD/.carry/s70
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
mkdir -p /tmp/e && tar xJf $H/e2e70.tar.xz -C /tmp/e
timeout ${E2E_LIMIT:-120} python3 test/e2e.py run /tmp/e/e2e70 > $OUT/e2e.log 2>&1; tail -n 1 $OUT/e2e.log; grep -vE "^PASS" $OUT/e2e.log | head -20
for v in old new; do mkdir -p /tmp/hb-$v && tar xJf $H/omp2cuda-$v.tar.xz -C /tmp/hb-$v; done
P="${PROGS:-damage accuracy groupnorm scel atomicReduction softmax mr ecdh}"
END=$(( $(date +%s) + ${LIMIT:-300} ))
for r in $(seq 1 ${ROUNDS:-3}); do
	for p in $P; do
		for v in old new; do
			[ $(date +%s) -lt $END ] || break 3
			l=$(timeout 60 python3 tools/hecbench/hecbench.py run /tmp/hb-$v --compiler omp2cuda -j 1 \
				--timeout 50 --only "^$p\$" --timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$p ")
			echo "$r $v $l" | tee -a $OUT/ab.txt
		done
	done
done
