#!/bin/bash
# Run 1 (stop 58): lud's row panel (lud.c:61) as omp2cuda prints it at 25965dc (base) against the same generated code
# edited by hand (O: the compiler with own columns in registers; R: where be - kb is 32, each thread's column of the panel in 32 registers through loops nvcc unrolls,
# loaded before and stored after; probes/lud-rowpanel-R.diff), each built by probes/relink.sh with the driver's own
# nvcc, cc and link commands. OMP2CUDA_PROFILE=1, 4 rounds interleaved, each run verified against the serial reference.
S=$PWD/.carry/s58
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt
for r in 1 2 3 4; do for v in base R O; do
	echo "== $v round $r" >> /tmp/o/run1-rowpanel.txt
	OMP2CUDA_PROFILE=1 $S/lud_$v large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT|PASS|FAIL" >> /tmp/o/run1-rowpanel.txt
done; done
cp /tmp/o/run1-rowpanel.txt $OUT/
grep -E "==|lud.c:61|RESULT|PASS|FAIL" /tmp/o/run1-rowpanel.txt | sed 's/omp2cuda: profile: //' | cut -c1-150
# test/run/own_columns.c built at this stop (with and without -fno-own-columns), on the GPU, and under
# compute-sanitizer's memcheck and racecheck
for t in own_columns own_columns_off; do echo "== $t"; $S/$t; done 2>&1 | tee $OUT/run1-own-columns.txt
for tool in memcheck racecheck; do echo "== $tool"; compute-sanitizer --tool $tool $S/own_columns 2>&1 | tail -3; done 2>&1 | tee $OUT/run1-sanitizer.txt
