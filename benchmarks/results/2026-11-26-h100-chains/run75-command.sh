#!/bin/bash
# Run 75: where lud's wall-clock goes on the host: a runtime that times each target region's host
# path, its cuLaunchKernel and the waits for kernels in flight (not landed; diagnostic only).
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
.carry/r72/lud.cuda large > /dev/null
for r in 1 2 3 4 5 6; do
  .carry/r72/lud.cuda large | grep RESULT | sed 's/.*wall_ms=/cuda wall /'
  .carry/r75/lud.diag large 2>&1 | grep "RESULT\|DIAG" | sed 's/.*wall_ms=/omp wall /'
done
