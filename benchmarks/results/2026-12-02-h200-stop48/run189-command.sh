#!/bin/bash
# Run 189 (stop 48): the completion word's cost (probes/word.cu), six schemes x 3 processes, referee kernel time;
# the suite's gaussian at large: omp2cuda async (word), sync (no word), and the twin, 3 processes each, referee.
S=$PWD/.carry/s48
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
for r in 1 2 3; do for s in 0 1 2 3 4 5; do rm -f /tmp/g.txt
	CUDA_INJECTION64_PATH=$S/libgputotal.so GPUTOTAL_OUT=/tmp/g.txt $S/word 2048 3 $s > /tmp/w.txt 2>&1
	echo "round $r: $(cat /tmp/w.txt) | $(cat /tmp/g.txt)"
done; done > $OUT/run189-word.txt 2>&1
$S/gauss-cuda large > /dev/null 2>&1   # the reference is saved here
for r in 1 2 3; do
	for v in async sync cuda; do rm -f /tmp/g.txt
		if [ $v = cuda ]; then b=$S/gauss-cuda; else b=$S/gauss-o2c; fi
		OMP2CUDA_LAUNCH=${v/cuda/async} CUDA_INJECTION64_PATH=$S/libgputotal.so GPUTOTAL_OUT=/tmp/g.txt $b large > /tmp/w.txt 2>&1
		echo "round $r $v: $(grep -i 'pass\|fail\|time' /tmp/w.txt | tr '\n' ' ') | $(cat /tmp/g.txt)"
	done
done > $OUT/run189-gaussian.txt 2>&1
