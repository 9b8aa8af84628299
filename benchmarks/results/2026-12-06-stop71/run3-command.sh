#!/bin/bash
# Run 3 (stop 71), one GPU, carrying .carry/s71c (built on the CPU machine at c6ebf68b):
#  0. the validation suite's C++ tests, every version (`tools/vv/vv.py --lang c++ build /work/vv <v> /tmp/vvx-<v>`,
#     sollve_vv as stored), run on the GPU (`vv.py run --gpu`), reported per version;
#  1. Csmith programs (`tools/difftest/csmith.py --seeds 7100:7160 --shape region --build-only`), run on the GPU
#     against gcc's builds (`--run-only --gpu`).
H=$PWD/.carry/s71c
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
tar xJf $H/vvx.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	python3 tools/vv/vv.py run /tmp/vvx-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vvx-$v --gpu > $OUT/vv-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail|rejected)" $OUT/vv-$v.md | head -6
done
tar xJf $H/cs71.tar.xz -C /tmp
timeout ${CS_LIMIT:-200} python3 tools/difftest/csmith.py --seeds 7100:7160 --shape region --out /tmp/cs71 --run-only \
	--gpu > $OUT/csmith.log 2>&1; tail -n 12 $OUT/csmith.log
