#!/bin/bash
# Run 2 (stop 65, at a1bb514), one H200:
#  1. the three test/run programs run 1 failed, as fixed (simd_in_regions: a sum in a parallel loop now a reduction;
#     cxx_base_members_in_clauses: the object mapped whole before regions naming its members) and the new
#     declare_target_one_declaration, and the validation suite's 5.0 and 5.2 declare_target tests (five failed to build
#     in run 1: several variables in one declaration), all built on the CPU machine with the driver of this commit;
#  2. the suite at large: omp2cuda, clang-16 offload (sm_90, its libomp/libomptarget carried) and the hand-written CUDA
#     twins, bench.py: 5 runs a cell after a warm-up, interleaved, 0.1 s apart, injected ledger, baseline clang16.
S=$PWD/.carry/s65s
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s65 $BENCH_REF_DIR
tar xJf $S/tests.tar.xz -C /tmp && tar xJf $S/suite.tar.xz -C /tmp/s65 && cp $S/rt-clang16.tar.xz /tmp/s65/
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > /tmp/o/run2-gpu.txt
mkdir -p /tmp/rtchk && tar xJf $S/rt-clang16.tar.xz -C /tmp/rtchk && ldd /tmp/rtchk/*.so* | grep "not found" >> /tmp/o/run2-gpu.txt
python3 test/e2e.py run /tmp/s65e/e2e > /tmp/o/run2-tests.txt 2>&1
for v in 5.0 5.2; do python3 tools/vv/vv.py run /tmp/s65e/vv-$v --gpu -j 4 >/dev/null 2>&1
	python3 tools/vv/vv.py report /tmp/s65e/vv-$v --gpu >> /tmp/o/run2-tests.txt 2>&1; done
python3 tools/bench/bench.py --compilers omp2cuda,cuda,clang16 --baseline clang16 --search /tmp/s65 \
	--inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 420 \
	--timeout 120 --out /tmp/suite --ref-dir $BENCH_REF_DIR --metric kernel_us > /tmp/o/run2-suite.log 2>&1
cp /tmp/suite/report.md /tmp/o/run2-suite.md; cp /tmp/suite/summary.csv /tmp/o/run2-suite-summary.csv
cp /tmp/suite/runs.csv /tmp/o/run2-suite-runs.csv 2>/dev/null
cp /tmp/o/run2* $OUT/
cat /tmp/o/run2-gpu.txt; grep -E "PASS|FAIL|passed|failed" /tmp/o/run2-tests.txt | head -30
grep -B2 -A12 -i "geomean" /tmp/o/run2-suite.md | head -40; tail -5 /tmp/o/run2-suite.log
