#!/bin/bash
# Run 54: a team's windows, the statement printed twice (no test per access) (lowering/windows.c). e2e.py: team_windows and the
# team-kernel programs (every build and environment they name); compute-sanitizer on
# team_windows; nw built by this compiler, OMP2CUDA_TEAM_WINDOWS=off against on, against the
# binary of main before (gen) and the hand CUDA twin (ledger injected); 6 runs each.
O=/tmp/k54; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
T="team_windows teams_on_warps team_lanes warp_votes"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
cat $O/e2e.log | tail -25
for tool in racecheck synccheck memcheck initcheck; do
  echo "== team_windows $tool"; OMP_TARGET_OFFLOAD=MANDATORY timeout 90 compute-sanitizer --tool $tool --report-api-errors no /tmp/e2e/team_windows 2>&1 | tail -3
done > $O/sanitize.log 2>&1
cat $O/sanitize.log
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r53
$D/nw-gen large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in gen off on; do
  b=$D/nw-win; e=""; [ $v = gen ] && b=$D/nw-gen; [ $v = off ] && e="OMP2CUDA_TEAM_WINDOWS=off"
  o=$(env $e OMP2CUDA_PROFILE=1 $b large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') wall=$(echo "$o" | grep -o 'wall_ms=[0-9.]*')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
for r in 1 2 3 4; do CUDA_INJECTION64_PATH=$PWD/$D/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=$O/c$r.json $D/nw-cuda large > /dev/null 2>&1
  python3 -c "import json,sys; d=json.load(open('$O/c$r.json')); print('cuda rep=$r kernel_ms=%.3f' % (sum(x['kernel_us'] for x in d['regions']) / 1e3))"; done | tee $O/cuda.log
cp $O/*.log $OUT/
