#!/bin/bash
# Run 191 (stop 48), one H200, at this stop's compiler (the completion word windowed; collapse(2) nests whose body
# runs no loop get a flat kernel on a 2-D grid): every test/run program (C and C++) built there and run, the
# validation suite's C and C++ tests as published (test/device_run.sh, E2E=1 VV=1 CSEM=0); then the suite apps whose
# regions get the 2-D grid (hotspot, srad_v2, gaussian, backprop, srad_v1) at large, OMP2CUDA_FLAT=off against on
# (bench.py --env-ab, 6 runs a side after a warm-up, interleaved, injected ledger, kernel time).
S=$PWD/.carry/s48
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s48 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && tar xJf $S/suite2.tar.xz -C /tmp/s48
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=420 OUT=/tmp/o timeout 440 test/device_run.sh) > /tmp/dr.log 2>&1
for f in /tmp/o/*.md /tmp/o/*.txt /tmp/o/*.log; do cp $f $OUT/run191-$(basename $f); done
for app in gaussian hotspot srad_v2 backprop srad_v1; do
	python3 tools/bench/bench.py --env-ab OMP2CUDA_FLAT=off OMP2CUDA_FLAT=on --bin /tmp/s48/omp2cuda/$app \
		--args large --inject $S/libomp2cuda_inject.so --runs 6 --delay 0.1 --metric kernel_us \
		--out /tmp/ab-$app --ref-dir $BENCH_REF_DIR > /tmp/ab-$app.log 2>&1
	grep "^| $app" /tmp/ab-$app/report.md
done > $OUT/run191-grid-ab.md 2>&1
OMP2CUDA_VERBOSE=1 /tmp/s48/omp2cuda/gaussian large 2>&1 | grep "kernel" | sort | uniq -c | sort -rn | head -8 > $OUT/run191-gaussian-kernels.txt
cat $OUT/run191-progress.txt; grep -c PASS $OUT/run191-e2e.log; grep -v PASS $OUT/run191-e2e.log | tail -15
for v in 4.5 5.0 5.1 5.2 6.0; do tail -3 $OUT/run191-vv-$v.md; done
cat $OUT/run191-grid-ab.md $OUT/run191-gaussian-kernels.txt
