# Run 7 (stop 56): the whole test/run set and the C-semantics corpus on the GPU (test/device_run.sh), then
# A/B of the two new decisions in one binary each (bench.py --env-ab, injected ledger, kernel time):
# lud OMP2CUDA_PIVOTS=off/on and kmeans OMP2CUDA_ROWS_BLOCK=off/on, both at large.
S=$PWD/.carry/s56
export BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s56 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && tar xJf $S/suite.tar.xz -C /tmp/s56
(E2E=1 CSEM=1 VV=0 SEEDMAX=0 BUDGET=420 OUT=/tmp/o timeout 440 test/device_run.sh) > /tmp/o/dr.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for ab in "lud OMP2CUDA_PIVOTS" "kmeans OMP2CUDA_ROWS_BLOCK"; do set -- $ab
python3 tools/bench/bench.py --env-ab $2=off $2=on --bin /tmp/s56/omp2cuda/$1 \
	--args large --inject build/lib/libomp2cuda_inject.so --runs 6 --delay 0.1 --metric kernel_us \
	--out /tmp/ab-$1 --ref-dir $BENCH_REF_DIR > /tmp/o/ab-$1.log 2>&1
cp /tmp/ab-$1/report.md /tmp/o/ab-$1.md 2>/dev/null
done
OMP2CUDA_VERBOSE=1 /tmp/s56/omp2cuda/kmeans large 2>&1 | grep -m3 "staged\|blocks x" > /tmp/o/kmeans-verbose.txt
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt; tail -3 /tmp/o/e2e.log; grep -E "^(FAIL|WRONG)" /tmp/o/e2e.log | head; tail -5 /tmp/o/csem*.log 2>/dev/null | tail -5; grep -h "^| " /tmp/o/ab-*.md | grep -v "^| app\|---"; cat /tmp/o/kmeans-verbose.txt
