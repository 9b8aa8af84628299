# Run 9 (stop 56, final state): the pivot-rows programs of test/run built and run there (C and C++); the
# validation suite's C and C++ tests as published; the suite at large against its CUDA twins (bench.py,
# interleaved, injected ledger); lud's column panel per region with the pivots on and off.
S=$PWD/.carry/s56
export BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s56 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && tar xJf $S/suite.tar.xz -C /tmp/s56
(E2E=1 E2E_ONLY="pivot_rows*" CSEM=0 VV=1 SEEDMAX=0 BUDGET=250 OUT=/tmp/o timeout 280 test/device_run.sh) > /tmp/o/dr.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
CS=/usr/local/cuda/bin/compute-sanitizer
for t in racecheck synccheck; do for p in pivot_rows pivot_rows_cxx; do
	$CS --tool $t --error-exitcode 9 /tmp/e2e/$p > /tmp/o/san-$t-$p.txt 2>&1; echo "$t $p rc=$?" >> /tmp/o/san.txt; done; done
for v in on off; do OMP2CUDA_PIVOTS=$v OMP2CUDA_PROFILE=1 /tmp/s56/omp2cuda/lud large 2>&1 | grep "lud.c:51" > /tmp/o/lud-51-$v.txt; done
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search /tmp/s56 \
	--inject build/lib/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 220 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric kernel_us > /tmp/o/suite.log 2>&1
cp /tmp/suite/report.md /tmp/o/suite.md; cp /tmp/suite/summary.csv /tmp/o/suite-summary.csv
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt /tmp/o/san.txt; grep -E "passed|failed" /tmp/o/e2e.log 2>/dev/null | tail -2; cat /tmp/o/lud-51-*.txt; grep -i "geomean" /tmp/o/suite.md | head -3
