#!/bin/bash
# Run 52: nw window loads batched: flat (one unrolled sequence), b8, b16 (8 or 16 loads into registers, then the stores), flatsc (score window only)
# against the generated kernel, winref (run 51) and the hand CUDA twin. 6 runs each.
O=/tmp/k52; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r52
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$D/nw-gen large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in gen flat b8 b16 flatsc winref; do
  o=$(OMP2CUDA_PROFILE=1 $D/nw-$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
for r in 1 2 3 4; do CUDA_INJECTION64_PATH=$PWD/$D/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=$O/c$r.json $D/nw-cuda large > /dev/null 2>&1
  python3 -c "import json,sys; d=json.load(open('$O/c$r.json')); print('cuda rep=$r kernel_ms=%.3f' % (sum(x['kernel_us'] for x in d['regions']) / 1e3))"; done
cp $O/c1.json $OUT/run52-cuda1.json
cp $O/ab.log $OUT/run52-ab.log
which cuobjdump nvdisasm ncu; ls /usr/local/cuda*/bin 2>/dev/null | head -30
