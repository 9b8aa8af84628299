#!/bin/bash
# Run 179 (stop 45), one H200, at this commit (grid trials, runtime/grid_trial.c):
#  1. test/run/grid_trial.c (and its E2E-ENV / E2E-PASS runs) and the test/run programs of combined loops over many
#     iterations, built there with the carried compiler and run;
#  2. the suite's apps whose regions take grid trials (--explain "large trip counts"), each one binary, built on the
#     CPU machine at this commit: OMP2CUDA_GRID_TRIAL=off (a full GPU, as before) against on, bench.py --env-ab,
#     kernel time by the injected ledger, 4 runs a side after a warm-up, interleaved;
#  3. HeCBench projectile, adam, concat, norm2 (omp2cuda at this commit) under the referee, off and on, 3 each,
#     interleaved, with OMP2CUDA_VERBOSE's grid trial notes.
S=$PWD/.carry/s45b
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/s45 $BENCH_REF_DIR /tmp/hb179
tar xJf $S/build.tar.xz && cp -r $S/ompinc .carry/
tar xJf $S/suite.tar.xz -C /tmp/s45
tar xJf $S/hb-omp2cuda.tar.xz -C /tmp/hb179
ln -sf omp2cuda build/tools/omp2cuda++
tar xJf .carry/llvm22.tar.xz -C /
ldconfig -p | grep -q 'libz3\.so\.4 ' || tar xJf .carry/z3.tar.xz -C /
ldconfig
mkdir -p /tmp/ffilib && ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
E=/tmp/e2e; mkdir -p $E
T="grid_trial small_trip_counts stencil_steps flat_loops flat_collapsed narrow_loops collapse2_trip_2g collapse3_hotspot3d batched_reductions collapse_order"
T=$(for t in $T; do [ -e test/run/$t.c ] && echo $t; done)
echo $T | tr ' ' '\n' | grep . | xargs -P 16 -I{} sh -c "python3 test/e2e.py build $E {} > $E/{}.buildlog 2>&1"
for f in $(grep -l FAILED $E/*.buildlog); do echo "== $f"; tail -5 "$f"; done > $OUT/run179-e2e-build.log
timeout 100 python3 test/e2e.py run $E $T > $OUT/run179-e2e.log 2>&1
cat $OUT/run179-e2e-build.log; tail -12 $OUT/run179-e2e.log
for app in gaussian hotspot srad_v1 srad_v2 nn bfs pathfinder hotspot3D lud backprop; do
	timeout 60 python3 tools/bench/bench.py --env-ab OMP2CUDA_GRID_TRIAL=off OMP2CUDA_GRID_TRIAL=on \
		--bin /tmp/s45/omp2cuda/$app --args large --inject $S/libomp2cuda_inject.so --runs 4 --delay 0.1 \
		--metric kernel_us --out /tmp/ab-$app --ref-dir $BENCH_REF_DIR > /tmp/ab-$app.log 2>&1
	grep -E "^\| $app " /tmp/ab-$app.log >> $OUT/run179-grid-ab.md
	OMP2CUDA_VERBOSE=1 /tmp/s45/omp2cuda/$app large 2>&1 | grep "grid trial" | sed "s/^/$app: /" >> $OUT/run179-notes.txt
done
cat $OUT/run179-grid-ab.md
R=$OUT/run179-hecbench.txt
run1() { (cd /tmp/hb179/omp2cuda/$1/src/$1-omp && OMP2CUDA_GRID_TRIAL=$2 CUDA_INJECTION64_PATH=$S/libgputotal.so \
	GPUTOTAL_OUT=/tmp/g.txt timeout 60 ./main ${@:3} > /tmp/p.out 2>&1; echo "$1 $2: $(grep -ci pass /tmp/p.out) pass | $(cat /tmp/g.txt)"); }
for k in 1 2 3; do for v in off on; do
	run1 projectile $v 1000; run1 adam $v 10000 200 100; run1 concat $v 1000; run1 norm2 $v 100
done; done > $R 2>&1
for p in projectile adam concat norm2; do a=$(case $p in projectile) echo 1000;; adam) echo 10000 200 100;; concat) echo 1000;; norm2) echo 100;; esac)
	(cd /tmp/hb179/omp2cuda/$p/src/$p-omp && OMP2CUDA_VERBOSE=1 timeout 60 ./main $a 2>&1 | grep "grid trial" | sed "s/^/$p: /") >> $OUT/run179-notes.txt
done
cat $R | sed 's/d2d_us.*//' ; cat $OUT/run179-notes.txt | cut -c1-250
