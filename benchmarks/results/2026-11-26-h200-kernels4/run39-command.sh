#!/bin/bash
# Run 39: the tiled matrix product with 32x32 tiles, 256 threads, 4 rows a thread (lowering/tile.c,
# codegen/emit_tile.c) against the 16x16 one, lud (its trailing update) built each way, 6 runs each
# interleaved, one trailing launch each under ncu; every test/run program (test/device_run.sh E2E,
# after the fix that keeps teams distribute loops from a kernel_lanes), compute-sanitizer on
# gemm_tiles and inner_lanes; the suite against hand CUDA (bench.py).
R=$OUT; O=/tmp/o39; mkdir -p $O /tmp/k39
START=$(date +%s); left() { echo $((590 - ($(date +%s) - START))); }
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
D=.carry/r39
$D/lud_tile32 large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in tile16 tile32; do
  o=$(OMP2CUDA_PROFILE=1 $D/lud_$v large 2>&1)
  echo "app=lud v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') $(echo "$o" | grep -o 'wall_ms=[0-9.]*') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > /tmp/k39/ab.log 2>&1
echo "ab done, $(left) s left" >> /tmp/k39/progress.txt
for v in tile16 tile32; do
  timeout 100 ncu --kernel-name regex:o2c_lud_72 --launch-skip 40 --launch-count 1 --set full \
    -o /tmp/k39/lud72-$v $D/lud_$v large > /tmp/k39/ncu-$v.log 2>&1
  ncu -i /tmp/k39/lud72-$v.ncu-rep --page details > /tmp/k39/lud72-$v-details.txt 2>&1
done
echo "ncu done, $(left) s left" >> /tmp/k39/progress.txt
BUDGET=170 CSEM=0 VV=0 SEEDMAX=0 OUT=$O bash test/device_run.sh > /tmp/k39/driver.log 2>&1
echo "e2e done, $(left) s left" >> /tmp/k39/progress.txt
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
for t in gemm_tiles inner_lanes; do
  build/tools/omp2cuda -O2 test/run/$t.c -o /tmp/k39/$t -lm > /tmp/k39/$t-build.log 2>&1
  for tool in racecheck synccheck memcheck; do
    echo "== $t $tool"; timeout 90 compute-sanitizer --tool $tool /tmp/k39/$t 2>&1 | tail -3
  done
done > /tmp/k39/sanitize.log 2>&1
echo "sanitize done, $(left) s left" >> /tmp/k39/progress.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --size large --runs 5 --delay 0.1 \
  --max-time $(( $(left) - 25 )) --timeout 120 --out /tmp/k39/suite --ref-dir $BENCH_REF_DIR > /tmp/k39/suite.log 2>&1
echo "suite done, $(left) s left" >> /tmp/k39/progress.txt
rm -f /tmp/k39/gemm_tiles /tmp/k39/inner_lanes
cp -r $O /tmp/k39/device_run
cd /tmp && tar czf $R/k39.tgz k39
cat /tmp/k39/progress.txt; cat /tmp/k39/ab.log | cut -c1-220; cat /tmp/k39/sanitize.log; tail -3 /tmp/k39/driver.log
