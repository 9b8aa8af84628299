S=$PWD/.carry/s56
export BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
tar xJf $S/build.tar.xz
(E2E=1 E2E_ONLY="[pr]*" VV=0 CSEM=0 SEEDMAX=0 BUDGET=200 OUT=/tmp/o timeout 240 test/device_run.sh) > /tmp/o/dr.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
CS=/usr/local/cuda/bin/compute-sanitizer
for t in racecheck synccheck memcheck; do $CS --tool $t --error-exitcode 9 /tmp/e2e/pivot_rows > /tmp/o/san-$t.txt 2>&1; echo "$t rc=$?" >> /tmp/o/san.txt; done
OMP2CUDA_VERBOSE=1 $S/bin/lud_p large > /tmp/o/lud-verbose.txt 2>&1
for r in 1 2 3; do for v in on off; do OMP2CUDA_PIVOTS=$v OMP2CUDA_PROFILE=1 $S/bin/lud_p large > /tmp/o/lud-$v-$r.txt 2>&1; done; done
python3 tools/bench/bench.py --env-ab OMP2CUDA_PIVOTS=off OMP2CUDA_PIVOTS=on --bin $S/bin/lud_p \
	--args large --inject build/lib/libomp2cuda_inject.so --runs 7 --delay 0.1 --metric kernel_us \
	--out /tmp/ab-lud --ref-dir $BENCH_REF_DIR > /tmp/o/ab-lud.log 2>&1
cp /tmp/ab-lud/report.md /tmp/o/ab-lud.md 2>/dev/null
tar czf $OUT/o.tgz -C /tmp o
tail -12 /tmp/o/e2e.log; cat /tmp/o/san.txt; grep -h "lud.c:51" /tmp/o/lud-*-1.txt; grep -h "PASS\|FAIL" /tmp/o/lud-*.txt | sort | uniq -c; grep "^| lud" /tmp/o/ab-lud.md
