#!/bin/bash
# Run 192 (stop 48), one H200, at this stop's compiler with the 2-D grid's kernel given a prologue of its counts and
# one check (run 191's had the grid-stride kernels' checks): every test/run program (C and C++) built there and run,
# the C-semantics corpus (test/device_run.sh, E2E=1 VV=0 CSEM=1); then the same A/B as run 191: the suite apps whose
# regions get the 2-D grid at large, OMP2CUDA_FLAT=off against on (bench.py --env-ab, 6 runs a side, interleaved,
# injected ledger, kernel time).
S=$PWD/.carry/s48
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s48 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && tar xJf $S/suite2.tar.xz -C /tmp/s48
ln -sf omp2cuda build/tools/omp2cuda++
for app in gaussian hotspot srad_v2 backprop srad_v1; do
	python3 tools/bench/bench.py --env-ab OMP2CUDA_FLAT=off OMP2CUDA_FLAT=on --bin /tmp/s48/omp2cuda/$app \
		--args large --inject $S/libomp2cuda_inject.so --runs 6 --delay 0.1 --metric kernel_us \
		--out /tmp/ab-$app --ref-dir $BENCH_REF_DIR > /tmp/ab-$app.log 2>&1
	grep "^| $app" /tmp/ab-$app/report.md
done > $OUT/run192-grid-ab.md 2>&1
cat $OUT/run192-grid-ab.md
(E2E=1 VV=0 CSEM=1 SEEDMAX=0 BUDGET=380 OUT=/tmp/o timeout 400 test/device_run.sh) > /tmp/dr.log 2>&1
(cd /tmp/o && tar xzf logs.tgz 2>/dev/null; ls) > $OUT/run192-files.txt
for f in /tmp/o/e2e.log /tmp/o/progress.txt /tmp/o/csem*.log /tmp/o/e2e-build.log; do cp $f $OUT/run192-$(basename $f); done
cat $OUT/run192-progress.txt; grep -c "PASS" $OUT/run192-e2e.log; grep -v "PASS" $OUT/run192-e2e.log | tail -15
