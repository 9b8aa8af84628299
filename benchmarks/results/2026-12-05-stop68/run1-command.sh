#!/bin/bash
# Run 1 (stop 68), one GPU: does fixing pool's pooling constants close its gap to the CUDA twin? HeCBench pool-omp
# built on the CPU machine with omp2cuda at the commit of this file (`omp2cuda++ -O3 -save-temps`): `pool` as built;
# `pool_spec`, its .o2c.cu edited by hand so each kernel declares ksize, stride, padding (11, 4, 1) and exclusive
# (true) as the constants main passes, the parameters renamed; `pool_stride`, only the strides so; `pool_twin`, the
# CUDA twin (nvcc -O3 -arch=sm_90), whose kernel takes them as template arguments. Each run alone with the program's
# `make run` arguments, kernel time by the CUPTI referee, in turn, ROUNDS rounds.
H=$PWD/.carry/s68
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
for r in $(seq 1 ${ROUNDS:-5}); do
	for b in pool pool_spec pool_stride pool_twin; do
		CUDA_INJECTION64_PATH=$H/libgputotal.so GPUTOTAL_OUT=$OUT/g.txt OMP_TARGET_OFFLOAD=MANDATORY \
			$H/$b 128 48 224 224 54 54 100 > $OUT/p.txt 2>&1
		echo "$r $b $(grep -E 'PASS|FAIL' $OUT/p.txt) $(cat $OUT/g.txt)" | tee -a $OUT/ab.txt
	done
done
rm -f $OUT/g.txt $OUT/p.txt
