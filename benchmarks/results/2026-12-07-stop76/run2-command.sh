#!/bin/bash
# Run 2 (stop 76), one GPU, carrying .carry/s76 (built on the CPU machine at 127b127a, not in git): the three test/run
# programs this stop wrote (`OMP2CUDA_BUILD=build2 test/e2e.py build /tmp/e2e76c api_in_loop_functions
# cxx_api_in_methods orphaned_worksharing_functions`, e2e76c.tar.xz), as changed after run 1 (functions called in a
# parallel region nested in a loop's iteration; lambdas written and called in a loop's iteration and in a parallel
# region), each by its own check with OMP_TARGET_OFFLOAD=MANDATORY.
H=$PWD/.carry/s76
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
mkdir -p /tmp/e2e76c && tar xJf $H/e2e76c.tar.xz -C /tmp/e2e76c
python3 test/e2e.py run /tmp/e2e76c 2>&1 | tee $OUT/e2e.log | tail -n 4
