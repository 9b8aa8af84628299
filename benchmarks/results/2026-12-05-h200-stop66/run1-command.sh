#!/bin/bash
# Runs 1 and 2 (stop 66), one H200: the 97 HeCBench programs (f27000a5188f) clang-16 verified in stops 36-40,
# built on the CPU machine with omp2cuda at 1012462 (9ef31fe changes no GPU code of theirs: none has single, masked
# or master) (`hecbench.py build /work/hbsrc OUT --compiler omp2cuda --only <the 97>`) and their CUDA twins with
# nvcc (`--compiler nvcc`), packed (`hecbench.py pack`).
#  1. judging (JUDGE=1): omp2cuda's builds, 8 at a time, 60 s a line, OMP_TARGET_OFFLOAD=MANDATORY, each by its own
#     check;
#  2. timing: the programs omp2cuda passed, each alone on the GPU (-j 1), kernel time by the CUPTI referee
#     (/work/shared/referee/gputotal.c, built on the CPU machine), as in stops 36-40, for LIMIT seconds; --keep
#     resumes from the run.json a previous call left ($H/prev-omp2cuda-run.json, carried back);
#  0. E2E=1: the test/run programs built on the CPU machine into $H/e2e (`test/e2e.py build`), run first;
#  1b. PART=a or b: the other HeCBench programs omp2cuda built at 9ef31fe (`hecbench.py build` of the whole tree, the
#     97 left out, split in two by name: $PWD/.carry/s66$PART), judged 12 at a time, 60 s a line, for JLIMIT seconds;
#  3. NVCC="<regex>": the twins of those programs, timed the same way, to check this machine against the stored
#     figures clang-16's come from.
H=$PWD/.carry/s66
HB=/tmp/hb66
mkdir -p $HB
for c in omp2cuda nvcc; do [ -d $HB/$c ] || tar xJf $H/$c.tar.xz -C $HB; done
[ -f $H/prev-omp2cuda-run.json ] && cp $H/prev-omp2cuda-run.json $HB/omp2cuda/run.json
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
T=tools/hecbench/hecbench.py
if [ "${E2E:-0}" = 1 ]; then
	python3 test/e2e.py run $H/e2e > $OUT/e2e.log 2>&1
	tail -n 3 $OUT/e2e.log
fi
R="--timer referee --referee $H/libgputotal.so"
if [ "${JUDGE:-0}" = 1 ]; then
	timeout 200 python3 $T run $HB --compiler omp2cuda -j 8 --timeout 60 $R > $OUT/judge-omp2cuda.log 2>&1
	tail -n 3 $OUT/judge-omp2cuda.log
fi
if [ -n "${PART:-}" ]; then
	P=$PWD/.carry/s66$PART
	mkdir -p /tmp/hbrest && tar xJf $P/hb-a$PART.tar.xz -C /tmp/hbrest
	timeout ${JLIMIT:-200} python3 $T run /tmp/hbrest --compiler omp2cuda -j 12 --timeout 60 \
		--only "^($(paste -sd'|' $P/names))\$" $R > $OUT/judge-rest-$PART.log 2>&1
	cp /tmp/hbrest/omp2cuda/run.json $OUT/rest-$PART-run.json
	tail -n 2 $OUT/judge-rest-$PART.log
	(cd /tmp/hbrest && tar czf $OUT/rest-$PART-logs.tgz omp2cuda/*/run.log 2>/dev/null)
fi
timeout ${LIMIT:-300} python3 $T run $HB --compiler omp2cuda -j 1 --timeout 60 --keep --where-pass omp2cuda $R \
	> $OUT/time-omp2cuda.log 2>&1
cp $HB/omp2cuda/run.json $OUT/omp2cuda-run.json
tail -n 2 $OUT/time-omp2cuda.log
if [ -n "${NVCC:-}" ]; then
	timeout ${NLIMIT:-120} python3 $T run $HB --compiler nvcc -j 1 --timeout 60 --only "$NVCC" $R \
		> $OUT/time-nvcc.log 2>&1
	cp $HB/nvcc/run.json $OUT/nvcc-run.json
	tail -n 2 $OUT/time-nvcc.log
fi
(cd $HB && tar czf $OUT/logs.tgz omp2cuda/*/run.log 2>/dev/null)
