#!/bin/bash
# Run 76: lud's host path per region by section (diagnostic runtime), and the driver's launch
# cost by how parameters are passed (drv.c).
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
.carry/r72/lud.cuda large > /dev/null
for r in 1 2 3 4; do .carry/r75/lud.diag2 large 2>&1 | grep "RESULT\|DIAG" | sed 's/.*wall_ms=/omp wall /'; done
for r in 1 2; do for m in params5 extra5 ex5 params2; do .carry/r75/drv $m 375 .carry/r75/k.fatbin; done; done
for m in params5 extra5; do .carry/r75/drv $m 8 .carry/r75/k.fatbin; done
