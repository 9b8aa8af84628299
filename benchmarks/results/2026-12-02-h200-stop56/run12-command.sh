# Run 12 (stop 56): lud at small (n = 256, 8 block steps) and at 1024, OMP2CUDA_PIVOTS off against on (bench.py
# --env-ab, 8 runs a side, injected ledger, kernel time): does the split cost anything where the chains are short?
S=$PWD/.carry/s56
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
tar xJf $S/build.tar.xz
for sz in small 1024; do
python3 tools/bench/bench.py --env-ab OMP2CUDA_PIVOTS=off OMP2CUDA_PIVOTS=on --bin $S/bin/lud \
	--args $sz --inject build/lib/libomp2cuda_inject.so --runs 8 --delay 0.05 --metric kernel_us \
	--out /tmp/ab-$sz --ref-dir $BENCH_REF_DIR > /tmp/o/ab-$sz.log 2>&1
cp /tmp/ab-$sz/report.md /tmp/o/ab-lud-$sz.md
done
tar czf $OUT/o.tgz -C /tmp o
grep -h "^| lud" /tmp/o/ab-lud-*.md
