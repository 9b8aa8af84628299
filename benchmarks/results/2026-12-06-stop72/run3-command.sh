#!/bin/bash
# Run 3 (stop 72), one GPU, carrying .carry/s72c (built on the CPU machine with omp2cuda at b463d9a5):
#  0. test/run macro_api_calls and cxx_explicit_instantiation (`OMP2CUDA_BUILD=build2 test/e2e.py build`), each by its
#     own check;
#  1. HeCBench kernelLaunch (f27000a5188f), which b463d9a5 builds, by its own run line;
#  2. Csmith programs (`tools/difftest/csmith.py --seeds 7200:7259 --shape loop --build-only`, omp2cuda at 2958e4fc),
#     run on the GPU against gcc's builds (`--run-only --gpu`), for CS_LIMIT seconds.
H=$PWD/.carry/s72c
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
tar xJf $H/e2e72b.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e72b macro_api_calls cxx_explicit_instantiation 2>&1 | tee $OUT/e2e.log | grep -E "^(PASS|FAIL)"
mkdir -p /tmp/hbK && tar xJf $H/kl.tar.xz -C /tmp/hbK
timeout 100 python3 tools/hecbench/hecbench.py run /tmp/hbK --compiler omp2cuda -j 1 --timeout 90 --timer none 2>&1 | tail -n 2 | tee $OUT/kl.txt
tail -n 5 /tmp/hbK/omp2cuda/kernelLaunch/run.log >> $OUT/kl.txt
tar xJf $H/cs72.tar.xz -C /tmp
timeout ${CS_LIMIT:-200} python3 tools/difftest/csmith.py --seeds 7200:7259 --shape loop --out /tmp/cs72 --run-only \
	--gpu > $OUT/csmith.log 2>&1; tail -n 12 $OUT/csmith.log
