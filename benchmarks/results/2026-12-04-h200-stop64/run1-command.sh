#!/bin/bash
# Run 1 (stop 64, at a0233c4: the warp-counted kernel end, runtime/include/omp2cuda_done.h): every test/run
# program and the validation suite's C and C++ tests on the GPU (test/device_run.sh, with the driver built here):
# the first GPU run of stop 62's program clock reads (the driver's --wrap of clock_gettime, gettimeofday,
# omp_get_wtime, std::chrono's clocks) and of the kernel end counted by warps; then compute-sanitizer's synccheck
# and racecheck on programs whose kernels end with the count (OMP2CUDA_LAUNCH=exact asks it of every run's end).
S=$PWD/.carry/s64
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 CSEM=0 VV=1 SEEDMAX=0 BUDGET=440 OUT=/tmp/o timeout 450 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar czf $OUT/o.tgz -C /tmp o
for t in barrier_leaving_loop num_teams_thread_limit clock_reads errpath_async_runs; do
	for tool in synccheck racecheck; do echo "== $t $tool"
		OMP2CUDA_LAUNCH=exact timeout 15 compute-sanitizer --tool $tool /tmp/e2e/$t 2>&1 | tail -2; done
done > /tmp/o/run1-sanitizer.txt 2>&1
tar czf $OUT/o.tgz -C /tmp o
mkdir -p /tmp/l && tar xzf /tmp/o/logs.tgz -C /tmp/l 2>/dev/null
cat /tmp/o/progress.txt; tail -3 /tmp/l/e2e.log /tmp/o/e2e.log 2>/dev/null; grep -E "^(FAIL|WRONG)" -A3 /tmp/l/e2e.log /tmp/o/e2e.log 2>/dev/null | head -30
for v in 4.5 5.0 5.1 5.2 6.0; do echo "== $v"; grep -iE "pass|wrong" /tmp/o/vv-$v.md | head -4; done
cat /tmp/o/run1-sanitizer.txt
