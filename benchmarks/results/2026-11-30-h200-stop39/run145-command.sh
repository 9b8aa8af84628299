set -x
R=.carry/r8; mkdir -p /tmp/o
export OMP_TARGET_OFFLOAD=MANDATORY
# test/run/batched_reductions built on the CPU machine (-O2 -g), with batches and without
for e in on off; do echo "== OMP2CUDA_BATCHES=$e"; OMP2CUDA_BATCHES=$e timeout 120 $R/br; echo "rc=$?"; done > /tmp/o/br.txt 2>&1
for t in racecheck synccheck memcheck; do timeout 150 compute-sanitizer --tool $t $R/br > /tmp/o/sanitizer-$t.txt 2>&1; echo "$t rc=$?" >> /tmp/o/sanitizer-$t.txt; done
OMP2CUDA_VERBOSE=1 $R/backprop-o2c small > /tmp/o/backprop-notes.txt 2>&1
# backprop: batches on against off (kernel time and GPU-total), and its CUDA twin
for m in kernel_us gpu_total_us; do
python3 tools/bench/bench.py --env-ab OMP2CUDA_BATCHES=off OMP2CUDA_BATCHES=on --bin $R/backprop-o2c --args large --inject $R/libomp2cuda_inject.so \
  --metric $m --runs 7 --delay 0.05 --timeout 120 --out /tmp/o/bp-$m --ref-dir /tmp/bench-ref > /tmp/o/bp-$m.log 2>&1
done
python3 tools/bench/bench.py --env-ab O2C_TWIN=1 O2C_TWIN=2 --bin $R/backprop-cuda --args large --inject $R/libomp2cuda_inject.so \
  --metric kernel_us --runs 7 --delay 0.05 --timeout 120 --out /tmp/o/bp-twin --ref-dir /tmp/bench-ref > /tmp/o/bp-twin.log 2>&1
cd /tmp/o && tar czf $OUT/run145.tgz . ; cat br.txt; tail -3 sanitizer-*.txt; grep -i "batch" backprop-notes.txt | head -3; for d in bp-kernel_us bp-gpu_total_us bp-twin; do echo "== $d"; grep -E "^\|" $d/report.md | head -8; done
