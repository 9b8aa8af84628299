#!/bin/bash
# Run 126 (stop 35, after the stop's merges): every test/run program (C and C++) on the GPU and the validation
# suite's C and C++ tests as published (4.5 to 6.0); then the HeCBench programs of the every-3rd slice this stop's
# changes touch (built on the CPU machine with the stop's compiler, `hecbench.py build ... --only`, carried in
# .carry/ompinc/hb with the earlier runs' clang-16 and nvcc verdicts): judged 5 at once (60 s a line), then aidw,
# cbsfil and wyllie timed alone where all three pass (CUPTI referee).
ln -sf omp2cuda build/tools/omp2cuda++
E2E_TIMEOUT=60 E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=350 bash test/device_run.sh
grep -v "^PASS" $OUT/e2e.log 2>/dev/null | head -30
for v in 4.5 5.0 5.1 5.2 6.0; do grep -A8 "^### C" $OUT/vv-$v.md 2>/dev/null | grep "^###\|pass\|wrong\|total"; done
(cd $OUT && tar czf tables.tgz vv-*.md e2e-build.log 2>/dev/null && rm -f vv-*.md e2e-build.log)
cat $OUT/progress.txt
H=$PWD/.carry/ompinc/hb
HB=/tmp/hb/out
T=tools/hecbench/hecbench.py
mkdir -p $HB/clang16 $HB/nvcc
tar xJf $H/omp2cuda.tar.xz -C $HB
cp $H/clang16-run.json $HB/clang16/run.json
cp $H/nvcc-run.json $HB/nvcc/run.json
timeout 80 python3 $T run $HB --compiler omp2cuda -j 5 --timeout 60 --timer none > $OUT/hb-judge.log 2>&1
timeout 60 python3 $T run $HB --compiler omp2cuda --keep --timeout 60 --timer referee --referee $H/libgputotal.so \
	--only '^(aidw|cbsfil|wyllie)$' --where-pass omp2cuda,clang16,nvcc > $OUT/hb-time.log 2>&1
cp $HB/omp2cuda/run.json $OUT/hb-omp2cuda-run.json
(cd $HB && tar czf $OUT/hb-logs.tgz omp2cuda/*/run.log 2>/dev/null)
cat $OUT/hb-judge.log $OUT/hb-time.log | tail -16
