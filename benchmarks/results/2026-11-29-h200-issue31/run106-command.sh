#!/bin/bash
# Run 106 (the stop's merged main; run 104 ran only its XSBench/RSBench part, libLLVM 22 needing libz3 there; in run 105 libclang 22 found no resource directory there): every test/run program; SOLLVE VV 4.5 and 5.0 as published;
# tools/apps on
# PolyBench, NeoRodinia and hot; unified shared memory against explicit maps (examples/usm_vadd.c).
E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=300 bash test/device_run.sh
ldd build/tools/omp2cuda | grep "not found" >> $OUT/progress.txt
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
{
build/tools/omp2cuda -O2 --profile examples/usm_vadd.c -o /tmp/vadd &&
build/tools/omp2cuda -O2 --profile -DUSM examples/usm_vadd.c -o /tmp/vadd_usm &&
for k in 1; do for r in 1 20; do
	echo "== maps reps=$r"; /tmp/vadd 100000000 $r 2>&1 | tail -15
	echo "== usm reps=$r"; /tmp/vadd_usm 100000000 $r 2>&1 | tail -15
done; done
} > $OUT/run106-usm.txt 2>&1
echo "usm done $(date)" >> $OUT/progress.txt
mkdir -p /tmp/apps && tar xJf .carry/apps.tar.xz -C /tmp
timeout 80 python3 tools/apps/apps.py --apps /tmp/apps --compiler $PWD/build/tools/omp2cuda --gpu \
	--only 'PolyBench|NeoRodinia|hot' --jobs 16 --timeout 60 --scratch /tmp/o2c-apps \
	--out $OUT/apps-gpu.md > /dev/null 2>&1
echo "apps rc=$? $(date)" >> $OUT/progress.txt
cat $OUT/progress.txt
