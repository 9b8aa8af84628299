#!/bin/bash
# Run 2 (stop 71), one GPU, carrying .carry/s71b (built on the CPU machine):
#  0. the test/run programs (`test/e2e.py build`, at 7ce2bb06: every program the build reached before the run was
#     packed, the others "not built"), plus macro_defined_functions at f9d6c367, run with OMP_TARGET_OFFLOAD=MANDATORY,
#     each by its own check, the whole run cut at E2E_LIMIT seconds;
#  1. HeCBench (f27000a5188f) convolutionSeparable, entropy and morphology, which nvcc had rejected since stop 69's
#     launch divisors and 7ce2bb06 builds: each alone, its own check, kernel time by the CUPTI referee.
H=$PWD/.carry/s71b
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
mkdir -p /tmp/e && tar xJf $H/e2eall.tar.xz -C /tmp/e
timeout ${E2E_LIMIT:-360} python3 test/e2e.py run /tmp/e/e2eall > $OUT/e2e.log 2>&1; tail -n 1 $OUT/e2e.log
grep -vE "^PASS|not built" $OUT/e2e.log | head -30
mkdir -p /tmp/hb && tar xJf $H/omp2cuda-fix.tar.xz -C /tmp/hb
for p in convolutionSeparable entropy morphology; do
	timeout 120 python3 tools/hecbench/hecbench.py run /tmp/hb --compiler omp2cuda -j 1 --timeout 100 --only "^$p\$" \
		--timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$p " | tee -a $OUT/hb.txt
done
