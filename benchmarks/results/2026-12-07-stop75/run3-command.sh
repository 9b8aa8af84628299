#!/bin/bash
# Run 3 (stop 75), one GPU, carrying .carry/s75b and .carry/s75 (built on the CPU machine, not in git):
#  1. test/run struct_escapes, cxx_struct_escapes, fallback_initial_thread (written after run 1) and pragma_operator (its split loop region
#     now maps what it reads), each by its own check;
#  2. HeCBench sort (this stop's omp2cuda build, sort.tar.xz) with OMP2CUDA_LAUNCH=sync, so that the runtime names the
#     kernel that fails;
#  3. ROCm/aomp smoke assertok_error (128 x 1024 critical sections) with 60 s instead of run 1's 15 s.
H=$PWD/.carry/s75b
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/e2e75b.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e75b struct_escapes cxx_struct_escapes pragma_operator fallback_initial_thread 2>&1 | tee $OUT/e2e75b.log | grep -E "^(PASS|FAIL)"
tar xJf $H/sort.tar.xz -C /tmp
(cd /tmp/sortb/src/sort-omp && OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_LAUNCH=sync timeout 60 ./main 3 100 2>&1 | tail -n 4) | tee $OUT/sort.txt
mkdir -p /tmp/aomp && tar xJf $PWD/.carry/s75/aomp.tar.xz -C /tmp/aomp assertok_error.x
(cd /tmp/aomp && time OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./assertok_error.x 2>&1 | tail -n 3; echo "exit ${PIPESTATUS[0]}") 2>&1 | tee $OUT/assertok.txt
