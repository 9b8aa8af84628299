#!/bin/bash
# Run 4 (stop 71), one GPU, carrying .carry/s71d: test/run/loop_divisors (with this stop's x /= d and x %= d) and
# macro_defined_functions built at 8e285886 (`test/e2e.py build /tmp/e2eld loop_divisors macro_defined_functions`),
# run with OMP_TARGET_OFFLOAD=MANDATORY, each by its own check.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
tar xJf $PWD/.carry/s71d/e2eld.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2eld loop_divisors macro_defined_functions 2>&1 | tee $OUT/e2e.log | tail -n 5
