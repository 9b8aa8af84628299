#!/bin/bash
# Run 133 (stop 37), two H200s: clang-16's verdicts on the third slice of HeCBench (every 3rd program with a
# CUDA twin from the third: names[2::3], 116 programs; built on the CPU machine with `hecbench.py build ...
# --compiler clang16 --only <the slice>`, 106 built): 16 programs at once, 8 a GPU (-j 16 --gpus 2), 45 s a line,
# OMP_TARGET_OFFLOAD=MANDATORY, judged by each program's own check (no timing).
H=$PWD/.carry/hb2c
HB=/tmp/hb/out
mkdir -p /tmp/rt $HB
tar xJf $H/c16rt.tar.xz -C /tmp/rt
tar xJf $H/clang16.tar.xz -C $HB
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
timeout 520 python3 tools/hecbench/hecbench.py run $HB --compiler clang16 -j 16 --gpus 2 --timeout 45 --timer none \
	--env LD_LIBRARY_PATH=/tmp/rt/c16rt > $OUT/judge-clang16.log 2>&1
cp $HB/clang16/run.json $OUT/clang16-run.json
(cd $HB && tar czf $OUT/clang16-logs.tgz clang16/*/run.log 2>/dev/null)
tail -3 $OUT/judge-clang16.log
