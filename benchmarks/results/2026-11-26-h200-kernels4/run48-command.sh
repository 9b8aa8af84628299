#!/bin/bash
# Run 48: the final compiler's tables in shared memory (copied only where the pointer starts its
# mapped range, read by one test the same in every thread) on the GPU: the test/run programs
# whose kernels copy a table, and inner_lanes and gemm_tiles (e2e.py, every build and
# environment they name); compute-sanitizer on stage_tables.
O=/tmp/k48; mkdir -p $O
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
T="stage_tables stage_rows private_arrays update_in_loop inner_lanes gemm_tiles"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for tool in racecheck synccheck memcheck initcheck; do
  echo "== stage_tables $tool"; timeout 90 compute-sanitizer --tool $tool --report-api-errors no /tmp/e2e/stage_tables 2>&1 | tail -3
done > $O/sanitize.log 2>&1
OMP2CUDA_VERBOSE=1 /tmp/e2e/stage_tables 2>&1 | grep "copied" > $O/notes.txt
cp $O/* $OUT/ 2>/dev/null
cat $O/e2e.log; cat $O/sanitize.log; cat $O/notes.txt; tail -5 $O/e2e-build.log
