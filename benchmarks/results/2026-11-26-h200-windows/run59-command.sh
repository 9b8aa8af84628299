#!/bin/bash
# Run 59: the windows copied with every element of a lane in flight (win3), against win2 (run 57),
# b8 (run 52), main before windows and hand CUDA; off3: win3 under OMP2CUDA_TEAM_WINDOWS=off.
# e2e.py team_windows and team kernels, with
# compute-sanitizer. 6 runs each, interleaved.
O=/tmp/k59; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
T="team_windows teams_on_warps team_lanes warp_votes"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
tail -12 $O/e2e.log
for tool in racecheck synccheck memcheck initcheck; do
  echo "== team_windows $tool"; OMP_TARGET_OFFLOAD=MANDATORY timeout 90 compute-sanitizer --tool $tool --report-api-errors no /tmp/e2e/team_windows 2>&1 | tail -2
done > $O/sanitize.log 2>&1
cat $O/sanitize.log
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r59
$D/nw-main large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in main win2 win3 off3 b8; do
  b=$D/nw-$v; e=""; [ $v = off3 ] && b=$D/nw-win3 && e="OMP2CUDA_TEAM_WINDOWS=off"
  o=$(env $e OMP2CUDA_PROFILE=1 $b large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
for r in 1 2 3 4; do CUDA_INJECTION64_PATH=$PWD/$D/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=$O/c$r.json $D/nw-cuda large > /dev/null 2>&1
  python3 -c "import json,sys; d=json.load(open('$O/c$r.json')); print('cuda rep=$r kernel_ms=%.3f' % (sum(x['kernel_us'] for x in d['regions']) / 1e3))"; done | tee $O/cuda.log
cp $O/*.log $OUT/
