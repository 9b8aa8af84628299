#!/bin/bash
# Run 2 (stop 67), one GPU: where omp2cuda's kernels were furthest from the CUDA twins' or clang-16's in stops 36-42,
# omp2cuda (the build of run 1) against the hand-written CUDA twins on the same GPU: the 16 programs below, built on
# the CPU machine (`hecbench.py build /work/hbsrc OUT --compiler nvcc --only <them>`, packed), each alone on the GPU,
# omp2cuda then the twin, round after round (ROUNDS, default 2) until LIMIT seconds, kernel time by the CUPTI
# referee; each line: round, compiler, the harness's line (name, verdict, kernel ms, the program's check).
H=$PWD/.carry/s67
HB=/tmp/hb67; mkdir -p $HB
for c in omp2cuda nvcc; do tar xJf $H/$c.tar.xz -C $HB; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
P="${PROGS:-mr particle-diffusion cbsfil projectile laplace3d hausdorff pool damage ga nqueen tsp flip surfel rfs mixbench gabor}"
END=$(( $(date +%s) + ${LIMIT:-400} ))
for r in $(seq 1 ${ROUNDS:-2}); do
	for p in $P; do
		for c in omp2cuda nvcc; do
			[ $(date +%s) -lt $END ] || break 3
			l=$(timeout 90 python3 tools/hecbench/hecbench.py run $HB --compiler $c -j 1 --timeout 60 \
				--only "^$p\$" --timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$p ")
			echo "$r $c $l" | tee -a $OUT/ab.txt
		done
	done
done
