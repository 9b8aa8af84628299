#!/bin/bash
# Run 127 (stop 36): every test/run program (C and C++) on the GPU (the read-only fix's tests
# pointer_in_aggregate and access_stored_in_init's program, the checked virtual calls with O2C_VCHECK) and the
# validation suite's C++ tests as published; then the 5.2 test test_target_VirFunc that timed out in run 126,
# as published and cut down (built on the CPU machine: nousm = without `requires unified_shared_memory`,
# only1/only2 = its first/second region alone), each under a 20 s limit with OMP2CUDA_VERBOSE=1.
ln -sf omp2cuda build/tools/omp2cuda++
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
V=$PWD/.carry/ompinc/vf
for x in test_target_VirFunc nousm only1 only2; do
	echo "== $x"; (cd /tmp && OMP2CUDA_VERBOSE=1 OMP_TARGET_OFFLOAD=MANDATORY timeout 20 $V/$x.x; echo "rc=$?")
done > $OUT/virfunc.log 2>&1
E2E_TIMEOUT=60 E2E=1 VV=1 VVLANG=c++ CSEM=0 SEEDMAX=0 BUDGET=330 bash test/device_run.sh
grep -v "^PASS" $OUT/e2e.log 2>/dev/null | head -30
for v in 4.5 5.0 5.1 5.2; do grep -A8 "^### C" $OUT/vv-$v.md 2>/dev/null | grep "^###\|pass\|wrong\|total"; done
(cd $OUT && tar czf tables.tgz vv-*.md e2e-build.log 2>/dev/null && rm -f vv-*.md e2e-build.log)
cat $OUT/progress.txt
cat $OUT/virfunc.log | cut -c1-300 | head -60
