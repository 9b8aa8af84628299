#!/bin/bash
# Run 29: warp votes with one-instruction integer reductions and team-level braced initializers on
# the GPU (e2e.py: warp_votes, team_braced_init, team_lanes; compute-sanitizer); bplustree's
# kernels, warp votes (vote) against -fno-warp-votes (shared); nw's step kernel under ncu with
# source-level (SASS) stall sampling, ours against the hand kernel, one mid-run launch each.
R=$OUT; O=/tmp/o29; mkdir -p $O
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
T="warp_votes team_braced_init team_lanes"
python3 test/e2e.py build /tmp/e2e $T > $O/e2e-build.log 2>&1
python3 test/e2e.py run /tmp/e2e $T > $O/e2e.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for t in warp_votes team_braced_init; do for tool in racecheck synccheck memcheck; do
  echo "== $t $tool"; timeout 90 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -3
done; done > $O/sanitize.log 2>&1
cd .carry/r29
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
./bp_vote large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in shared vote; do
  o=$(OMP2CUDA_PROFILE=1 ./bp_$v large 2>&1)
  echo "app=bplustree v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
./nw_o2c large > /dev/null 2>&1
timeout 200 ncu --kernel-name o2c_nw_70 --launch-skip 255 --launch-count 1 --set full --import-source yes \
  -o $O/nw_o2c ./nw_o2c large > $O/ncu-o2c.log 2>&1
timeout 200 ncu --kernel-name tile_kernel --launch-skip 255 --launch-count 1 --set full --import-source yes \
  -o $O/nw_cuda ./nw_cuda large > $O/ncu-cuda.log 2>&1
for v in o2c cuda; do
  ncu -i $O/nw_$v.ncu-rep --page source --csv --print-source sass > $O/nw_$v-sass.csv 2> $O/nw_$v-sass.err
  ncu -i $O/nw_$v.ncu-rep --page details > $O/nw_$v-details.txt 2>&1
done
cd /tmp && tar czf $R/o29.tgz o29
tail -12 $O/e2e.log; cat $O/sanitize.log; cat $O/ab.log; tail -3 $O/ncu-*.log; wc -l $O/*.csv; head -c 600 $O/nw_o2c-sass.err
