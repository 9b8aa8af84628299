#!/bin/bash
# Run 131 (stop 36), two H200s: (1) this stop's new test/run programs built on the CPU machine (device_malloc,
# cxx_template_team_api, cxx_numeric_limits, extern_c_device), 60 s each; (2) omp2cuda's verdicts on the second
# slice's programs clang-16 verified in run 130 (omp2cuda++ as of the numeric_limits fix; fresnel and lsqt rebuilt at 8b356fb, with its extern "C" and
# -gpu=fastmath; `hecbench.py build ... --compiler omp2cuda --only <slice>`), 8 at once a GPU (-j 16 --gpus 2),
# 45 s a line, judged by each program's own check.
H=$PWD/.carry/hb1o
cd /tmp
for t in device_malloc cxx_template_team_api cxx_numeric_limits extern_c_device; do
	s=$(date +%s)
	OMP_TARGET_OFFLOAD=MANDATORY timeout 60 $H/$t.x > /tmp/$t.out 2>&1
	rc=$?
	echo "== $t: rc=$rc $(( $(date +%s) - s )) s: $(tail -2 /tmp/$t.out | tr '\n' ' ')"
done > $OUT/tests.log 2>&1
cd - > /dev/null
cat $OUT/tests.log
HB=/tmp/hb/out
mkdir -p $HB/clang16
tar xJf $H/omp2cuda.tar.xz -C $HB
cp $H/clang16-run.json $HB/clang16/run.json
timeout 400 python3 tools/hecbench/hecbench.py run $HB --compiler omp2cuda -j 16 --gpus 2 --timeout 45 --timer none \
	--where-pass clang16 > $OUT/judge-omp2cuda.log 2>&1
cp $HB/omp2cuda/run.json $OUT/omp2cuda-run.json
(cd $HB && tar czf $OUT/omp2cuda-logs.tgz omp2cuda/*/run.log 2>/dev/null)
cat $OUT/judge-omp2cuda.log
