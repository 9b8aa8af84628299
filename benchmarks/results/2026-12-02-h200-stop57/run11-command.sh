#!/bin/bash
# Run 11 (stop 57): lud's row panel (lud.c:61) as omp2cuda prints it at 9b5bba4 (base) against the same generated
# code edited by hand: A, each block first copies the diagonal block L11 into shared memory and the loads of
# a[i * n + k] read it there (probes/lud-rowpanel-A.o2c.cu); C, A and, where be - kb is 32, the thread's column in
# registers through loops nvcc unrolls fully (probes/lud-rowpanel-C.o2c.cu); each built with the driver's own nvcc, cc
# and link commands (-save-temps -v). OMP2CUDA_PROFILE=1, 3 rounds interleaved, each run verified against the serial
# reference. To build them (they are not kept): in an empty folder, build/tools/omp2cuda -O3 -save-temps -v
# '-DCOMPILER_NAME="omp2cuda"' -Ibenchmarks/common benchmarks/lud/lud.c -o lud -lm prints the nvcc -fatbin, cc -c and
# link commands; copy lud into .carry/s57/lr/lud_base, put a probe in place of lud.o2c.cu, run those three commands
# again, and copy the result to lud_A or lud_C. The probes were printed at 9b5bba4: print them again from the
# current compiler if its lud.o2c.cu differs elsewhere.
S=$PWD/.carry/s57/lr
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
for r in 1 2 3; do for v in base A C; do
	echo "== $v round $r" >> /tmp/o/run11-rowpanel.txt
	OMP2CUDA_PROFILE=1 $S/lud_$v large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" >> /tmp/o/run11-rowpanel.txt
done; done
cp /tmp/o/run11-rowpanel.txt $OUT/
grep -E "==|lud.c:61|RESULT" /tmp/o/run11-rowpanel.txt | sed 's/omp2cuda: profile: //' | cut -c1-110
