#!/bin/bash
# Run 38: inner loops over lanes (kernel_lanes, lowering/inner.c) on the GPU: lud (its column
# panel gets one) with OMP2CUDA_INNER_LANES=off against on, one build, 6 runs each interleaved;
# one column launch each way under ncu; every test/run program (test/device_run.sh E2E);
# compute-sanitizer on test/run/inner_lanes.c; the suite against hand CUDA (bench.py).
R=$OUT; O=/tmp/o38; mkdir -p $O
START=$(date +%s); left() { echo $((590 - ($(date +%s) - START))); }
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
B=benchmarks/out/omp2cuda
$B/lud large > /dev/null 2>&1
for v in off on; do OMP2CUDA_VERBOSE=1 OMP2CUDA_INNER_LANES=$v $B/lud large 2>&1 | grep -o "kernel o2c_lud_51[a-z_]* on [^:]*: [0-9]* blocks x [0-9]* threads" | sort | uniq -c | sort -rn | head -4 > $O/grid-$v.txt; done
for r in 1 2 3 4 5 6; do for v in off on; do
  o=$(OMP2CUDA_INNER_LANES=$v OMP2CUDA_PROFILE=1 $B/lud large 2>&1)
  echo "app=lud v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') wall=$(echo "$o" | grep -o 'wall_ms=[0-9.]*') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
echo "ab done, $(left) s left" >> $O/progress.txt
for v in off on; do
  OMP2CUDA_INNER_LANES=$v timeout 120 ncu --kernel-name regex:o2c_lud_51 --launch-skip 40 --launch-count 1 --set full \
    -o $O/lud51-$v $B/lud large > $O/ncu-$v.log 2>&1
  ncu -i $O/lud51-$v.ncu-rep --page details > $O/lud51-$v-details.txt 2>&1
done
echo "ncu done, $(left) s left" >> $O/progress.txt
BUDGET=200 CSEM=0 VV=0 SEEDMAX=0 OUT=$O bash test/device_run.sh > $O/driver.log 2>&1
echo "e2e done, $(left) s left" >> $O/progress.txt
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
build/tools/omp2cuda -O2 test/run/inner_lanes.c -o /tmp/il -lm > $O/il-build.log 2>&1
for tool in racecheck synccheck memcheck initcheck; do
  echo "== inner_lanes $tool"; timeout 90 compute-sanitizer --tool $tool /tmp/il 2>&1 | tail -3
done > $O/sanitize.log 2>&1
echo "sanitize done, $(left) s left" >> $O/progress.txt
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --size large --runs 5 --delay 0.1 \
  --max-time $(( $(left) - 25 )) --timeout 120 --out $O/suite --ref-dir $BENCH_REF_DIR > $O/suite.log 2>&1
echo "suite done, $(left) s left" >> $O/progress.txt
cd /tmp && tar czf $R/o38.tgz o38
cat $O/progress.txt; cat $O/grid-*.txt; cat $O/ab.log; cat $O/sanitize.log; tail -4 $O/e2e.log 2>/dev/null; tail -25 $O/suite.log
