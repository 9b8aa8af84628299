#!/bin/bash
# Run 172 (stop 44), one H200, at this commit:
#  1. every test/run program (C and C++) built there and run, then the validation suite 4.5 as published
#     (run 171 carried no libclang for the compiler, so its part 2 did not run);
#  2. a team's variable-length array (device heap) against a fixed array: tools-free probe /tmp/exp/vla_cost.c
#     (64 distribute iterations of two parallel loops over dp[n]), time per launch;
#  3. HeCBench attentionMultiHead (omp2cuda, refused before stop 43; 485 us a launch in run 171) and its CUDA twin
#     under the referee at repeat 1000; ncu of both at repeat 3;
#  4. HeCBench particles, stencil3d, su3 (no PASS line) run again with omp2cuda and nvcc, outputs compared.
S=$PWD/.carry/s44
export OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=1 VVVERSIONS="${VVVERSIONS:-4.5}" CSEM=0 SEEDMAX=0 BUDGET=330 OUT=/tmp/o \
	timeout ${LIMIT:-340} test/device_run.sh) > /tmp/dr.log 2>&1
tail -5 /tmp/dr.log > $OUT/run172-dr-tail.txt; cp /tmp/o/vv-*.md $OUT/ 2>/dev/null
(cd /tmp/o && tar xzf logs.tgz e2e.log 2>/dev/null; cp e2e.log $OUT/run172-e2e.log)
R=$OUT/run172-probes.txt
for b in vla_heap vla_fixed; do for k in 1 2 3; do echo "$b: $($S/$b)"; done; done > $R 2>&1
B=/tmp/hb44; mkdir -p $B
tar xJf $S/omp2cuda.tar.xz -C $B && tar xJf $S/nvcc.tar.xz -C $B
for c in omp2cuda nvcc; do
	(cd $B/$c/attentionMultiHead/src/attentionMultiHead-$([ $c = nvcc ] && echo cuda || echo omp) && CUDA_INJECTION64_PATH=$S/libgputotal.so GPUTOTAL_OUT=/tmp/g-$c.txt \
		timeout 60 ./main 1000 | tail -2; echo "$c referee: $(cat /tmp/g-$c.txt)") >> $R 2>&1
	(cd $B/$c/attentionMultiHead/src/attentionMultiHead-$([ $c = nvcc ] && echo cuda || echo omp) && timeout 90 ncu --clock-control none --section SpeedOfLight --section LaunchStats \
		--section Occupancy --launch-skip 2 --launch-count 1 ./main 3) > /tmp/o/ncu-amh-$c.txt 2>&1
done
for c in omp2cuda nvcc; do
	python3 tools/hecbench/hecbench.py run $B --compiler $c --timeout 60 --only '^(particles|stencil3d|su3)$' >> $R 2>&1
done
python3 tools/hecbench/hecbench.py compare $B --compilers omp2cuda,nvcc >> $R 2>&1
(cd /tmp/o && tar czf $OUT/run172-ncu.tgz ncu-*.txt)
cat $R; grep -c "PASS" $OUT/run172-e2e.log
