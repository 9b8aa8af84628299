#!/bin/bash
# Run 33: grids cut to the blocks that reside at once (OMP2CUDA_RESIDENT_GRID, runtime/geometry.c):
# every suite app, one build (benchmarks/out/omp2cuda at this commit), off against on, kernel ms
# from the built-in ledger, 5 runs each interleaved after a warm-up; which launches change.
O=/tmp/o33; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
B=benchmarks/out/omp2cuda
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for a in nn pathfinder hotspot srad_v2 gaussian backprop kmeans lud nw hotspot3D bfs srad_v1 bplustree lavaMD; do
  $B/$a large > /dev/null 2>&1
  for v in off on; do OMP2CUDA_VERBOSE=1 OMP2CUDA_RESIDENT_GRID=$v $B/$a large 2>&1 | grep -o "kernel o2c_[a-zA-Z0-9_]* on [^:]*: [0-9]* blocks x [0-9]* threads" | sort | uniq -c > $O/grid-$a-$v.txt; done
  for r in 1 2 3 4 5; do for v in off on; do
    o=$(OMP2CUDA_RESIDENT_GRID=$v OMP2CUDA_PROFILE=1 $B/$a large 2>&1)
    echo "app=$a v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
  done; done
done > $O/ab.log 2>&1
for a in nn pathfinder hotspot srad_v2 gaussian backprop kmeans lud nw hotspot3D bfs srad_v1 bplustree lavaMD; do
  if ! cmp -s $O/grid-$a-off.txt $O/grid-$a-on.txt; then echo "== $a"; diff $O/grid-$a-off.txt $O/grid-$a-on.txt | head -8; fi
done > $O/grid-diff.txt
cd /tmp && tar czf $OUT/o33.tgz o33
cat $O/grid-diff.txt | head -60
