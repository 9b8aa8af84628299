#!/bin/bash
# Run 116 (end of stop 33, after the C++ merges: templates, classes and this, namespaces, constants,
# atomic capture blocks, the validation suite's C++ tests): every test/run program (C and C++) on the GPU,
# SOLLVE VV as published, C and C++ tests (tools/vv/vv.py --lang all), and the HeCBench sample of run 115
# rebuilt with this commit's omp2cuda++ (every 10th program with a CUDA twin), 10 s a run line.
ln -sf omp2cuda build/tools/omp2cuda++
E2E_TIMEOUT=60 E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=330 bash test/device_run.sh
cp /tmp/vv-6.0.txt $OUT/ 2>/dev/null
H=$PWD/.carry/hb
HB=/tmp/hb/out
mkdir -p $HB
for c in omp2cuda; do tar xJf $H/$c.tar.xz -C $HB; done
timeout 170 python3 tools/hecbench/hecbench.py run $HB --compiler omp2cuda --timeout 10 > $OUT/hb-omp2cuda.log 2>&1
(cd $HB && tar czf $OUT/hb.tgz */run.json */*/run.log 2>/dev/null)
# the tool brings back 8 files: the tables and logs in one archive
(cd $OUT && tar czf tables.tgz vv-*.md vv-6.0.txt e2e-build.log hb-omp2cuda.log 2>/dev/null &&
	rm -f vv-*.md vv-6.0.txt e2e-build.log)
cat $OUT/progress.txt
