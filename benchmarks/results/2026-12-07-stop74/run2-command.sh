#!/bin/bash
# Run 2 (stop 74), one GPU, carrying .carry/s74v: the validation suite's C and C++ tests of 4.5, 5.0, 5.1 and 5.2 as
# stored (sollve_vv), built on the CPU machine with omp2cuda at this stop's start (`tools/vv/vv.py build /work/vv <v>
# /tmp/vv74-<v>`, packed as vv.tar.xz), run on the GPU (`vv.py run --gpu`, OMP_TARGET_OFFLOAD=MANDATORY).
H=$PWD/.carry/s74v
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/vv.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	python3 tools/vv/vv.py run /tmp/vv74-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vv74-$v --gpu > $OUT/vv-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail)" $OUT/vv-$v.md | head -6
done
