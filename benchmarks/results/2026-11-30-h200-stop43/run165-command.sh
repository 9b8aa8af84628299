#!/bin/bash
# Run 165 (stop 43), one H200, at this commit:
#  1. test/run's cxx_lambda_in_template (a closure's two pointer members both attached now) and HeCBench unfold
#     (omp2cuda), judged by their own checks;
#  2. gaussian's kernel time with the runtime's completion word (the default, async launches) against
#     OMP2CUDA_LAUNCH=sync (no word): bench.py --env-ab, 6 runs a side after a warm-up, interleaved, injected ledger;
#  3. every kernel's time of gaussian and its twin (ncu, gpu__time_duration of every launch), and ncu sections of the
#     501st update launch of each.
S=$PWD/.carry/s43
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o /tmp/s43 $BENCH_REF_DIR
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
tar xJf $S/suite.tar.xz -C /tmp/s43
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 E2E_ONLY="cxx_lambda_in_template" VV=0 CSEM=0 SEEDMAX=0 BUDGET=100 OUT=/tmp/o timeout 100 test/device_run.sh) > /tmp/o/dr.log 2>&1
B=/tmp/hb43; mkdir -p $B; tar xJf $S/omp2cuda.tar.xz -C $B
python3 tools/hecbench/hecbench.py run $B --compiler omp2cuda --timeout 60 --only '^unfold$' > /tmp/o/hb.log 2>&1
(grep -h "cxx_lambda" /tmp/o/e2e.log; cat /tmp/o/hb.log) > $OUT/run165-checks.txt 2>&1
python3 tools/bench/bench.py --env-ab OMP2CUDA_LAUNCH=async OMP2CUDA_LAUNCH=sync --bin /tmp/s43/omp2cuda/gaussian \
	--args large --inject $S/libomp2cuda_inject.so --runs 6 --delay 0.1 --metric kernel_us \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/ab.log 2>&1
tail -8 /tmp/ab.log > $OUT/run165-gaussian-word.txt
for c in omp2cuda cuda; do
	timeout 100 ncu --clock-control none --metrics gpu__time_duration.sum --csv /tmp/s43/$c/gaussian large \
		> /tmp/o/times-gaussian-$c.csv 2>&1
done
NCU="ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy
	--section MemoryWorkloadAnalysis --section InstructionStats --section WarpStateStats --section SchedulerStats"
timeout 60 $NCU -k regex:o2c_gaussian_56 --launch-skip 500 --launch-count 1 /tmp/s43/omp2cuda/gaussian large > /tmp/o/ncu-g-omp2cuda.txt 2>&1
timeout 60 $NCU -k regex:update --launch-skip 500 --launch-count 1 /tmp/s43/cuda/gaussian large > /tmp/o/ncu-g-cuda.txt 2>&1
(cd /tmp/o && tar czf $OUT/run165.tgz times-*.csv ncu-*.txt dr.log e2e.log 2>/dev/null)
cat $OUT/run165-checks.txt $OUT/run165-gaussian-word.txt
