#!/bin/bash
# Run 166 (stop 43), two H200s, at this commit (tiled flat kernels for every collapse(2) nest):
#  GPU 0: every test/run program built there and run (E2E);
#  GPU 1: the suite's programs with a collapse(2) nest whose body does not loop, each one binary, its tiled flat
#         kernel against the narrow kernel it replaces (OMP2CUDA_FLAT=off: these programs have no other flat
#         kernel): bench.py --env-ab, kernel time, 6 runs a side after a warm-up, interleaved, injected ledger;
#         then the same apps against their CUDA twins (5 runs).
S=$PWD/.carry/s43
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s43 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
tar xJf $S/suite.tar.xz -C /tmp/s43
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
ln -sf omp2cuda build/tools/omp2cuda++
(
	export CUDA_VISIBLE_DEVICES=0
	(E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=330 OUT=/tmp/o timeout 330 test/device_run.sh) > /tmp/dr.log 2>&1
	mkdir -p /tmp/l && tar xzf /tmp/o/logs.tgz -C /tmp/l && cp /tmp/l/e2e.log $OUT/run166-e2e.log
) &
(
	export CUDA_VISIBLE_DEVICES=1
	for app in gaussian hotspot srad_v1 srad_v2 backprop; do
		python3 tools/bench/bench.py --env-ab OMP2CUDA_FLAT=off OMP2CUDA_FLAT=on --bin /tmp/s43/omp2cuda/$app \
			--args large --inject $S/libomp2cuda_inject.so --runs 6 --delay 0.1 --metric kernel_us \
			--out /tmp/ab-$app --ref-dir $BENCH_REF_DIR > /tmp/ab-$app.log 2>&1
		grep -E "^\| $app " /tmp/ab-$app.log >> $OUT/run166-flat-ab.md
	done
	python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s43 \
		--apps gaussian,hotspot,srad_v1,srad_v2,backprop \
		--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 150 \
		--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR > /tmp/suite.log 2>&1
	cp /tmp/suite/summary.csv $OUT/run166-suite-summary.csv
) &
wait
cat $OUT/run166-flat-ab.md; tail -3 $OUT/run166-e2e.log
