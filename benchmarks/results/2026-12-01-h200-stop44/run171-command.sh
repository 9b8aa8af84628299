#!/bin/bash
# Run 171 (stop 44), one H200, at this commit:
#  1. HeCBench programs refused before stop 43 or this stop (attentionMultiHead: team VLAs; su3: declarations'
#     attributes; dct8x8, merge, particles, sobol, stencil3d: pointers the threads keep to themselves; unfold:
#     a closure's two pointers), built with omp2cuda and their CUDA twins with nvcc, judged by their own checks;
#  2. every test/run program (C and C++) built there and run (team_vla, decl_attributes and team_thread_views
#     have not run on a GPU), then the validation suite 4.5 as published.
# Results are written under $OUT as each part ends.
S=$PWD/.carry/s44
export OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
ln -sf omp2cuda build/tools/omp2cuda++
B=/tmp/hb44; mkdir -p $B
tar xJf $S/omp2cuda.tar.xz -C $B && tar xJf $S/nvcc.tar.xz -C $B
for c in omp2cuda nvcc; do
	python3 tools/hecbench/hecbench.py run $B --compiler $c --timeout 60 > /tmp/o/hb-$c.log 2>&1
done
(cd /tmp/o && cat hb-*.log; for p in $B/omp2cuda/*/run.log; do echo "== $p"; tail -5 $p; done) > $OUT/run171-hecbench.txt 2>&1
(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=1 VVVERSIONS="${VVVERSIONS:-4.5}" CSEM=0 SEEDMAX=0 BUDGET=380 OUT=/tmp/o \
	timeout ${LIMIT:-400} test/device_run.sh) > /tmp/o/dr.log 2>&1
cp /tmp/o/e2e.log $OUT/run171-e2e.log; cp /tmp/o/vv-*.md $OUT/ 2>/dev/null; tail -5 /tmp/o/dr.log > $OUT/run171-dr-tail.txt
grep -c PASS $OUT/run171-e2e.log; grep -E "FAIL|fail" $OUT/run171-e2e.log | head -20
