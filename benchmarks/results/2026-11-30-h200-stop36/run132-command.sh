#!/bin/bash
# Run 132 (stop 36, after the stop's merges, f657d9e), two H200s, in parallel:
# GPU 0: every test/run program (C and C++), built there by the carried omp2cuda (test/device_run.sh E2E);
# GPU 1: HeCBench programs rebuilt on the CPU machine with the same compiler (`hecbench.py build ... --only`):
#   slice 1's hybridsort, ga, fresnel, entropy judged alone (60 s a line); then slice 0's jacobi, tissue,
#   morphology, cbsfil, hausdorff timed alone (CUPTI referee), with the flat kernels (default) and with
#   OMP2CUDA_FLAT=off, twice each, interleaved.
ln -sf omp2cuda build/tools/omp2cuda++
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
H=$PWD/.carry/ompinc/hbf
T=tools/hecbench/hecbench.py
mkdir -p /tmp/hbf && tar xJf $H/omp2cuda.tar.xz -C /tmp/hbf
(
	export CUDA_VISIBLE_DEVICES=1
	python3 $T run /tmp/hbf --compiler omp2cuda --timeout 60 --timer none --only '^(hybridsort|ga|fresnel|entropy)$' \
		> $OUT/hb-judge.log 2>&1
	cp /tmp/hbf/omp2cuda/run.json $OUT/hb-judge-run.json
	S0='^(jacobi|tissue|morphology|cbsfil|hausdorff)$'
	for i in 1 2; do
		for v in on off; do
			python3 $T run /tmp/hbf --compiler omp2cuda --timeout 60 --timer referee --referee $H/libgputotal.so \
				--only "$S0" --env OMP2CUDA_FLAT=$v > $OUT/hb-time-$v-$i.log 2>&1
			cp /tmp/hbf/omp2cuda/run.json $OUT/hb-time-$v-$i.json
		done
	done
) &
HBPID=$!
CUDA_VISIBLE_DEVICES=0 E2E_TIMEOUT=60 E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=250 bash test/device_run.sh > $OUT/device_run.log 2>&1
wait $HBPID
grep -v "^PASS" $OUT/e2e.log 2>/dev/null | head -30
cat $OUT/progress.txt
cat $OUT/hb-judge.log
for f in $OUT/hb-time-*.log; do echo "== $f"; grep -v "^omp2cuda:" $f; done
