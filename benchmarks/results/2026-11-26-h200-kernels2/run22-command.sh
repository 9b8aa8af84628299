#!/bin/bash
# Run 22: the run tests e2e.py did not build in run 20 (and those changed since) on the GPU,
# compute-sanitizer on team_lanes, bench.py tune on lavaMD and gaussian, lavaMD's SASS with and
# without 32-bit nested loops.
R=$OUT; mkdir -p /tmp/o22; O=/tmp/o22
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
T="team_lanes tune_block aligned_records narrow_nested byte_order_mark"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for t in team_lanes narrow_nested; do for tool in racecheck synccheck memcheck; do
  echo "== $t $tool"; timeout 60 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -4
done; done > $O/sanitize.log 2>&1
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
python3 tools/bench/bench.py tune --app lavaMD --out .carry/r21/tune-lavaMD --no-build -n 10 --size large \
  --ref-dir $BENCH_REF_DIR > $O/tune-lavaMD.log 2>&1
python3 tools/bench/bench.py tune --app gaussian --out .carry/r21/tune-gaussian --no-build -n 8 --size large \
  --max-time 200 --ref-dir $BENCH_REF_DIR > $O/tune-gaussian.log 2>&1
cp .carry/r21/tune-lavaMD/*.tune .carry/r21/tune-lavaMD/*.json .carry/r21/tune-lavaMD/*.md $O/ 2>/dev/null
mkdir -p $O/g; cp .carry/r21/tune-gaussian/*.tune .carry/r21/tune-gaussian/*.json .carry/r21/tune-gaussian/*.md $O/g/ 2>/dev/null
for v in v0 v1; do cuobjdump -sass -fun o2c_lavaMD_77 .carry/r21/tune-lavaMD/tune/$v/lavaMD > $O/lavaMD77-$v.sass 2>&1; done
cd /tmp && tar czf $R/o22.tgz o22
