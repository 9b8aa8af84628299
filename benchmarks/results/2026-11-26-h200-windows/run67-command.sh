#!/bin/bash
# Run 67: preloads in the compiler (lowering/preloads.c): bplustree built by default (pre) and
# with -fno-lane-preloads (off), 6 runs each interleaved, hand CUDA; e2e.py of the programs
# whose kernels preload (bplustree_search, team_lanes, teams_on_warps) and the team kernels, with
# compute-sanitizer on bplustree_search.
O=/tmp/k67; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
T="bplustree_search team_lanes teams_on_warps warp_votes team_windows team_braced_init team_level_writes"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
tail -20 $O/e2e.log
for tool in racecheck synccheck memcheck initcheck; do
  echo "== bplustree_search $tool"; OMP_TARGET_OFFLOAD=MANDATORY timeout 120 compute-sanitizer --tool $tool --report-api-errors no /tmp/e2e/bplustree_search 2>&1 | tail -2
done > $O/sanitize.log 2>&1
cat $O/sanitize.log
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r67
$D/bp-off large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in off pre; do
  o=$(OMP2CUDA_PROFILE=1 $D/bp-$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
for r in 1 2 3; do CUDA_INJECTION64_PATH=$PWD/$D/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=$O/c$r.json $D/bp-cuda large > /dev/null 2>&1
  python3 -c "import json,sys; d=json.load(open('$O/c$r.json')); print('cuda rep=$r kernel_ms=%.3f' % (sum(x['kernel_us'] for x in d['regions']) / 1e3))"; done | tee $O/cuda.log
cp $O/*.log $OUT/
