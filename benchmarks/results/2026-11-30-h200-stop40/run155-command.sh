#!/bin/bash
# Run 155 (stop 40), two H200s: the 64 HeCBench programs clang-16 verified in slices 1 and 2 (runs 130, 133),
# built on the CPU machine with omp2cuda at 000684e, clang-16 offload (sm_90) and nvcc (the CUDA twins)
# (`hecbench.py build ... --only <the 64>`), each run alone on its GPU, two at once (-j 2 --gpus 2), 60 s a line,
# OMP_TARGET_OFFLOAD=MANDATORY, judged by its own check, kernel time by the CUPTI referee for all three.
# COMPILERS names the compilers this call runs; --keep resumes a call cut short (run.json kept in /tmp).
# clang-16's runtime: libomp, libomptarget and its CUDA plugins only (the machine has libLLVM-16).
H=$PWD/.carry/hb40
HB=/tmp/hb40
mkdir -p /tmp/rt $HB
if [ ! -e /tmp/rt/libomptarget.so.16 ]; then
	tar xJf $H/c16small.tar.xz -C /tmp/rt
	(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
		ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
	for c in omp2cuda nvcc clang16; do tar xJf $H/$c.tar.xz -C $HB; done
fi
(for f in /tmp/rt/*.so*; do echo "== $f"; LD_LIBRARY_PATH=/tmp/rt ldd $f | grep -i 'not found'; done) > $OUT/ldd.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
for c in ${COMPILERS:-omp2cuda nvcc clang16}; do
	case $c in clang16) E="--env LD_LIBRARY_PATH=/tmp/rt";; *) E=;; esac
	timeout ${LIMIT:-270} python3 $T run $HB --compiler $c -j 2 --gpus 2 --timeout 60 --keep --timer referee \
		--referee $H/libgputotal.so $E > $OUT/time-$c.log 2>&1
	cp $HB/$c/run.json $OUT/$c-run.json
	tail -n 2 $OUT/time-$c.log
done
(cd $HB && tar czf $OUT/logs.tgz */*/run.log 2>/dev/null)
