#!/bin/bash
# Run 129 (stop 36): (1) test/run programs of this stop built on the CPU machine (collapse_order with and without
# -fno-collapse-order, device_malloc, pointer_in_aggregate); (2) HeCBench jacobi (its Makefile's flags, omp2cuda++ at
# 58bd6a5) with the collapse order and with -fno-collapse-order, interleaved, 5 runs each, kernel time by the CUPTI
# referee; (3) device malloc/new under `requires unified_shared_memory` (runs 127-128 found it faulting or hanging):
# the heap left at the driver's 8 MiB, CUDA_LAUNCH_BLOCKING=1, and a hung run's threads by cuda-gdb.
R=$PWD/.carry/r129
cd /tmp
for t in collapse_order collapse_order_off device_malloc pointer_in_aggregate; do
	echo "== $t: $(OMP_TARGET_OFFLOAD=MANDATORY timeout 30 $R/$t.x 2>&1 | tail -1)"
done > $OUT/tests.log 2>&1
cat $OUT/tests.log
for i in 1 2 3 4 5; do
	for v in order inorder; do
		GPUTOTAL_OUT=$OUT/jac-$v-$i.txt CUDA_INJECTION64_PATH=$R/libgputotal.so OMP_TARGET_OFFLOAD=MANDATORY \
			timeout 60 $R/jacobi_$v > $OUT/jac-$v-$i.log 2>&1
	done
done
for v in order inorder; do echo "$v: $(grep -ho 'kernel_us=[0-9.]*' $OUT/jac-$v-*.txt | tr '\n' ' ')"; grep -h "PASS\|FAIL\|time" $OUT/jac-$v-1.log | head -3; done
{
for x in usm0 usm2 usm3 um pvd; do
	echo "== $x heap 8 MiB"; OMP2CUDA_HEAP_SIZE=8388608 timeout 10 $R/$x.x; echo "rc=$?"
	echo "== $x CUDA_LAUNCH_BLOCKING=1"; CUDA_LAUNCH_BLOCKING=1 timeout 10 $R/$x.x; echo "rc=$?"
done
echo "== usm2 hung, cuda-gdb"
$R/usm2.x & P=$!
sleep 5
timeout 40 cuda-gdb -p $P -batch -ex "info threads" -ex "thread apply all bt" -ex "info cuda kernels" 2>&1 | tail -60
kill -9 $P
} > $OUT/usm.log 2>&1
cut -c1-250 $OUT/usm.log | head -120
