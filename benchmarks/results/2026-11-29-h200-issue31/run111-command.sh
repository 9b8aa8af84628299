#!/bin/bash
# Run 111 (end of stop 32: run 110 plus the kernel list in the Plan, the frontend split, the ledger split, and the ledger's report after teardown under USM): every test/run program;
# SOLLVE VV C 4.5, 5.0, 5.1, 5.2, 6.0 as published; unified shared memory against explicit maps
# (examples/usm_vadd.c, 10^8 floats, 1 and 20 kernels, --profile); tools/apps on PolyBench,
# NeoRodinia, PRK and hot on the GPU.
E2E_TIMEOUT=60 E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=330 bash test/device_run.sh
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc OMP_TARGET_OFFLOAD=MANDATORY
{
build/tools/omp2cuda -O2 --profile examples/usm_vadd.c -o /tmp/vadd &&
build/tools/omp2cuda -O2 --profile -DUSM examples/usm_vadd.c -o /tmp/vadd_usm &&
for r in 1 20; do
	echo "== maps reps=$r"; timeout 60 /tmp/vadd 100000000 $r 2>&1 | grep -v 'profile: /'
	echo "== usm reps=$r"; timeout 60 /tmp/vadd_usm 100000000 $r 2>&1 | grep -v 'profile: /'
done
} > $OUT/usm.txt 2>&1
mkdir -p /tmp/apps && tar xJf .carry/apps.tar.xz -C /tmp
timeout 100 python3 tools/apps/apps.py --apps /tmp/apps --compiler $PWD/build/tools/omp2cuda --gpu \
	--only 'PolyBench|NeoRodinia|hot|PRK' --jobs 16 --timeout 60 --scratch /tmp/o2c-apps \
	--out $OUT/apps-gpu.md > $OUT/apps.log 2>&1
echo "apps rc=$? $(date)" >> $OUT/progress.txt
cp /tmp/vv-6.0.txt $OUT/
# the tool brings back 8 files: the tables and logs in one archive
(cd $OUT && tar czf tables.tgz vv-*.md vv-6.0.txt usm.txt apps.log e2e-build.log 2>/dev/null &&
	rm -f vv-*.md vv-6.0.txt usm.txt apps.log e2e-build.log)
cat $OUT/progress.txt
