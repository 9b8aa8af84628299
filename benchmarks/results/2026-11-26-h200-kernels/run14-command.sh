#!/bin/bash
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
./g_orig large > /dev/null 2>&1
for r in 1 2 3 4 5; do for v in orig u32 inc; do
 o=$(OMP2CUDA_PROFILE=1 ./g_$v large 2>&1)
 echo "v=$v rep=$r $(echo "$o" | grep -o 'verify=[A-Z]*') $(echo "$o" | grep -E 'gaussian.c:56:1' | awk '{print "k56=" $6}')"
done; done
