#!/bin/bash
# Run 28: warp votes (lowering/lanes.c) on the GPU: test/run/warp_votes.c and team_lanes.c through
# e2e.py, compute-sanitizer on warp_votes; bplustree built with the compiler's warp votes (vote)
# against -fno-warp-votes (shared), kernel ms by region; nw hand-edited: the wavefront's neighbours
# by shuffles (shfl) plus the read-only ref loads issued 2 or 8 steps early (shpf2, shpf8).
R=$OUT; O=/tmp/o28; mkdir -p $O
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
T="warp_votes team_lanes"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for t in warp_votes; do for tool in racecheck synccheck memcheck initcheck; do
  echo "== $t $tool"; timeout 90 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -4
done; done > $O/sanitize.log 2>&1
cd .carry/r28
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
run() { # app bin-prefix variants...
 a=$1; p=$2; shift 2; ./${p}_$1 large >/dev/null 2>&1
 for r in 1 2 3 4 5 6; do for v in "$@"; do
  o=$(OMP2CUDA_PROFILE=1 ./${p}_$v large 2>&1)
  echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
 done; done
}
run bplustree bp shared vote > $O/ab.log 2>&1
run nw nw orig shfl shpf2 shpf8 >> $O/ab.log 2>&1
cd /tmp && tar czf $R/o28.tgz o28
cat $O/e2e.log | tail -15; cat $O/sanitize.log; cat $O/ab.log
