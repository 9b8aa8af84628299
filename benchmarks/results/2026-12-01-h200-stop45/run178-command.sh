#!/bin/bash
# Run 178 (stop 45), one H200: does a loop-free combined loop run faster with a block per 256 iterations (one
# iteration a thread, as the twins launch) than with the default grid of at most a full GPU (a grid-stride loop)?
# HeCBench projectile (omp2cuda at this commit; pj_b adds num_teams((n + 255) / 256) to its one region) and
# probes/stream.c (2^25 floats: an axpy-like loop and a sinf loop; stream_b: the same num_teams), kernel time by
# the referee, interleaved, 5 each. Then ncu of mr (omp2cuda, clang-16) and particle-diffusion (same), one launch.
X=$PWD/.carry/x178; H=$PWD/.carry/hb45; HB=/tmp/hb45
export OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/ffilib /tmp/rt $HB /tmp/ncu
R=$OUT/run178-ab.txt
ref() { CUDA_INJECTION64_PATH=$X/libgputotal.so GPUTOTAL_OUT=/tmp/g.txt timeout 60 "$@" > /tmp/p.out 2>&1; echo "$(tail -n 1 /tmp/p.out) | $(cat /tmp/g.txt)"; }
for k in 1 2 3 4 5; do
	for v in a b; do echo "projectile_$v: $(ref $X/pj_$v 1000)"; done
	for v in a b; do echo "stream_$v: $(ref $X/stream_$v 200)"; done
done > $R 2>&1
cat $R
tar xJf $H/c16small.tar.xz -C /tmp/rt
(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
	ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
for c in omp2cuda clang16; do tar xJf $H/$c.tar.xz -C $HB; done
nc() { timeout 90 ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy \
	--section InstructionStats --section WarpStateStats -k "regex:$1" --launch-skip 1 --launch-count 1 "${@:2}"; }
for c in omp2cuda clang16; do
	(cd $HB/$c/mr/src/mr-omp && LD_LIBRARY_PATH=/tmp/rt nc 'mr32_sf|kernels_7' ./main 1) > /tmp/ncu/ncu-mr-$c.txt 2>&1
	(cd $HB/$c/particle-diffusion/src/particle-diffusion-omp && LD_LIBRARY_PATH=/tmp/rt nc 'motionsim|l96|_96' ./main 2000 3) > /tmp/ncu/ncu-pd-$c.txt 2>&1
done
(cd $X && nc 'Projectile' ./pj_a 3) > /tmp/ncu/ncu-pj-a.txt 2>&1
(cd $X && nc 'Projectile' ./pj_b 3) > /tmp/ncu/ncu-pj-b.txt 2>&1
(cd /tmp/ncu && tar czf $OUT/run178-ncu.tgz ncu-*.txt)
for f in /tmp/ncu/*.txt; do echo "== $f"; grep -E "^  [a-zA-Z_]|Duration|Executed Instructions  |Registers Per|Achieved Occupancy|Grid Size|Memory Throughput|Issue Slots Busy|Stall" $f | head -14; done
