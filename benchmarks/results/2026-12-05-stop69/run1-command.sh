#!/bin/bash
# Run 1 (stop 69), one GPU: the 17 of the 91 HeCBench programs all three verify that stop 67 did not re-time, the
# known-argument programs pool and ecdh, and the seven furthest above clang-16 (mr, hellinger, particle-diffusion,
# cbsfil, surfel, haccmk, rfs), each built on the CPU machine three ways (HeCBench f27000a5188f, `hecbench.py build
# /work/hbsrc OUT --compiler omp2cuda|clang16|nvcc --only <them>`, omp2cuda at the commit of this file), packed and
# carried in .carry/s69 with clang-16's runtime (libomp, libomptarget and its CUDA plugins) and the CUPTI referee.
# Each program alone on the GPU, omp2cuda, the CUDA twin and clang-16 in turn, round after round (ROUNDS, default 2)
# until LIMIT seconds; each line: round, compiler, the harness's line (name, verdict, kernel ms by the referee).
H=$PWD/.carry/s69
HB=/tmp/hb69
mkdir -p /tmp/rt $HB
if [ ! -e /tmp/rt/libomptarget.so.16 ]; then
	tar xJf $H/c16small.tar.xz -C /tmp/rt
	(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
		ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
	for c in omp2cuda nvcc clang16; do tar xJf $H/$c.tar.xz -C $HB; done
fi
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
P="${PROGS:-romberg rsc softmax tissue tsp rfs rng-wallace rotary rtm8 scan2 scel silu split surfel tensorT threadfence tqs pool ecdh mr hellinger particle-diffusion cbsfil haccmk}"
END=$(( $(date +%s) + ${LIMIT:-420} ))
for r in $(seq 1 ${ROUNDS:-2}); do
	for p in $P; do
		for c in ${COMPILERS:-omp2cuda nvcc clang16}; do
			[ $(date +%s) -lt $END ] || break 3
			case $c in clang16) E="--env LD_LIBRARY_PATH=/tmp/rt";; *) E=;; esac
			l=$(timeout 100 python3 tools/hecbench/hecbench.py run $HB --compiler $c -j 1 --timeout 60 \
				--only "^$p\$" --timer referee --referee $H/libgputotal.so $E 2>&1 | grep -E "^$p ")
			echo "$r $c $l" | tee -a $OUT/ab.txt
		done
	done
done
