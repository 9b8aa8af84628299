#!/bin/bash
# Run 167 (stop 43), two H200s, at this commit: correctness only.
#  GPU 0: the validation suite's C and C++ tests of 5.0, 5.1 and 5.2, as published (test/device_run.sh VV=1);
#  GPU 1: the C-semantics corpus (test/csem), the alias probes (tools/difftest/alias.py, seeds 1-300) and Csmith
#         programs (seeds from 1 while time is left), each built there by this commit's omp2cuda and run with
#         OMP_TARGET_OFFLOAD=MANDATORY against gcc's result.
S=$PWD/.carry/s43
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz $S/csmith $S/csmith-inc .carry/
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
ln -sf omp2cuda build/tools/omp2cuda++
mkdir -p /tmp/o0 /tmp/o1
(CUDA_VISIBLE_DEVICES=0 E2E=0 VV=1 VVVERSIONS="5.0 5.1 5.2" CSEM=0 SEEDMAX=0 BUDGET=360 OUT=/tmp/o0 \
	timeout 370 test/device_run.sh > /tmp/dr0.log 2>&1; cp /tmp/o0/*.md $OUT/ 2>/dev/null) &
(CUDA_VISIBLE_DEVICES=1 E2E=0 VV=0 CSEM=1 ALIAS=1 ASEEDMAX=300 SEED0=1 SEEDMAX=2000 BUDGET=360 OUT=/tmp/o1 \
	timeout 370 test/device_run.sh > /tmp/dr1.log 2>&1; cp /tmp/o1/logs.tgz $OUT/run167-gpu1-logs.tgz; cp /tmp/o1/progress.txt $OUT/run167-gpu1-progress.txt) &
wait
cat $OUT/run167-gpu1-progress.txt
for f in $OUT/vv-*.md; do echo "== $f"; grep -E "^\| (pass|wrong|crash|refused|rejected|build-fail|host-only|total) " $f; done
