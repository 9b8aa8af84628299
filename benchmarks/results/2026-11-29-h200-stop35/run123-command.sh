#!/bin/bash
# Run 123 (stop 35): HeCBench every 3rd program with a CUDA twin (116), clang-16 offload build (as run 119),
# judged, not timed: 8 programs at once on the GPU (-j 8), 60 s a run line, resumable (--keep with the
# carried run.json of an earlier judging run, if any). Kernel times come from a later pass at -j 1.
H=$PWD/.carry/hbc
HB=/tmp/hb/out
mkdir -p /tmp/rt $HB
tar xJf $H/c16rt.tar.xz -C /tmp/rt
tar xJf $H/clang16.tar.xz -C $HB
[ -f $H/clang16-run.json ] && cp $H/clang16-run.json $HB/clang16/run.json
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
timeout 560 python3 $T run $HB --compiler clang16 -j 8 --timeout 60 --keep --timer none \
	--env LD_LIBRARY_PATH=/tmp/rt/c16rt > $OUT/run-clang16.log 2>&1
cp $HB/clang16/run.json $OUT/clang16-run.json
(cd $HB && tar czf $OUT/clang16-logs.tgz clang16/*/run.log 2>/dev/null)
tail -3 $OUT/run-clang16.log; grep -c . $OUT/run-clang16.log
