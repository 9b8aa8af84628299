#!/bin/bash
# Run 174 (stop 44), one H200, at this commit:
#  1. HeCBench programs refused before this stop (_Float16: gelu, relu, f16sp, addBiasResidualLayerNorm, bgmv;
#     2-byte atomics: f16atomic; a declare target table in a header: lci; a spin lock as an atomic capture: lda;
#     regions opened and closed inside #ifdef: frna, prna) and attentionMultiHead, built with omp2cuda and the
#     CUDA twins with nvcc, judged by their own checks, kernel time by the referee; outputs compared;
#  2. every test/run program (C and C++) built there and run, then the validation suite 4.5 and 5.0 as published
#     (header-defined variables and copies of preprocessed text changed this stop).
S=$PWD/.carry/s44
export OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
ln -sf omp2cuda build/tools/omp2cuda++
B=/tmp/hb44; mkdir -p $B
tar xJf $S/omp2cuda-hb4.tar.xz -C $B && tar xJf $S/nvcc-hb4.tar.xz -C $B
R=$OUT/run174-hecbench.txt
for c in omp2cuda nvcc; do
	python3 tools/hecbench/hecbench.py run $B --compiler $c --timeout 60 --timer referee \
		--referee $S/libgputotal.so >> $R 2>&1
done
python3 tools/hecbench/hecbench.py compare $B --compilers omp2cuda,nvcc >> $R 2>&1
for p in $B/omp2cuda/*/run.log; do echo "== $p"; grep -v "^omp2cuda: profile" $p | tail -6; done >> $R 2>&1
cat $R
(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=1 VVVERSIONS="${VVVERSIONS:-4.5 5.0}" CSEM=0 SEEDMAX=0 BUDGET=${BUDGET:-420} \
	OUT=/tmp/o timeout ${LIMIT:-430} test/device_run.sh) > /tmp/dr.log 2>&1
tail -5 /tmp/dr.log > $OUT/run174-dr-tail.txt; cp /tmp/o/vv-*.md $OUT/ 2>/dev/null
(cd /tmp/o && tar xzf logs.tgz ./e2e.log; cp e2e.log $OUT/run174-e2e.log)
grep -c "PASS" $OUT/run174-e2e.log; grep -v "PASS" $OUT/run174-e2e.log | tail -20
