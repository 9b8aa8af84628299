#!/bin/bash
# Run 64: bplustree with alignment assumed only of records of at most 64 bytes (new: its 2 KiB
# nodes no longer, so their loads stay non-coherent) against run 60's binary (old) and hand CUDA;
# e2e.py aligned_records. 6 runs each, interleaved.
O=/tmp/k64; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
python3 test/e2e.py build /tmp/e2e aligned_records array_of_structs > $O/e2e-build.log 2>&1
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e aligned_records array_of_structs > $O/e2e.log 2>&1
tail -6 $O/e2e.log
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
D=.carry/r64
$D/bp-old large > /dev/null 2>&1
for r in 1 2 3 4 5 6; do for v in old new; do
  o=$(OMP2CUDA_PROFILE=1 $D/bp-$v large 2>&1)
  echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') kernel_ms=$(echo "$o" | grep -E '= kernel' | sed 's/.*= kernel \([0-9.]*\).*/\1/') regions: $(echo "$o" | grep -E "\.c:[0-9]+:1 " | awk '{sub(".*/", "", $3); printf "%s=%s ", $3, $6}')"
done; done > $O/ab.log 2>&1
cat $O/ab.log
for r in 1 2 3; do CUDA_INJECTION64_PATH=$PWD/$D/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=$O/c$r.json $D/bp-cuda large > /dev/null 2>&1
  python3 -c "import json,sys; d=json.load(open('$O/c$r.json')); print('cuda rep=$r kernel_ms=%.3f' % (sum(x['kernel_us'] for x in d['regions']) / 1e3))"; done | tee $O/cuda.log
cp $O/*.log $OUT/
