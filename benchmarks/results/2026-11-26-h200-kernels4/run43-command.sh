#!/bin/bash
# Run 43: tables in shared memory (lowering/tables.c): kmeans (its centres) with
# OMP2CUDA_STAGE_TABLES=off against on, one build, 6 runs each interleaved; compute-sanitizer
# on test/run/stage_tables.c; then the compiler of this stop on the GPU: every test/run program,
# SOLLVE VV as published, the C-semantics corpus (test/device_run.sh).
O=/tmp/k43; mkdir -p $O
START=$(date +%s); left() { echo $((590 - ($(date +%s) - START))); }
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
B=benchmarks/out/omp2cuda
$B/kmeans large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in off on; do
  o=$(OMP2CUDA_STAGE_TABLES=$v OMP2CUDA_PROFILE=1 $B/kmeans large 2>&1)
  echo "app=kmeans v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
OMP2CUDA_VERBOSE=1 $B/kmeans large 2>&1 | grep -m2 "copied\|staged" > $O/note.txt
echo "ab done, $(left) s left" >> $O/progress.txt
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
build/tools/omp2cuda -O2 test/run/stage_tables.c -o /tmp/st > $O/st-build.log 2>&1
for tool in racecheck synccheck memcheck initcheck; do
  echo "== stage_tables $tool"; timeout 90 compute-sanitizer --tool $tool --report-api-errors no /tmp/st 2>&1 | tail -3
done > $O/sanitize.log 2>&1
echo "sanitize done, $(left) s left" >> $O/progress.txt
unset LIBRARY_PATH OMP2CUDA_OMP_INCLUDE
mkdir -p /tmp/k43dr
BUDGET=$(( $(left) - 30 )) VV=1 SEEDMAX=0 OUT=/tmp/k43dr bash test/device_run.sh > $O/driver.log 2>&1
cp -r /tmp/k43dr $O/device_run
echo "correctness done, $(left) s left" >> $O/progress.txt
cd /tmp && tar czf $OUT/k43.tgz k43
cat $O/progress.txt $O/note.txt; cat $O/ab.log; cat $O/sanitize.log; tail -5 $O/driver.log; cat /tmp/k43dr/progress.txt
