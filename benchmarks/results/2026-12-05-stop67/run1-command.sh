#!/bin/bash
# Run 1 (stop 67), one GPU: everything built on the CPU machine with omp2cuda at the commit of this file and carried
# in .carry/s67:
#  0. the test/run programs of the constructs stop 66 changed (single, masked, master, declare target, allocate,
#     begin declare: `test/e2e.py build .carry/e2e67 <the 73 whose sources name them>`), run with
#     OMP_TARGET_OFFLOAD=MANDATORY, each by its own check;
#  1. the validation suite's 5.1 and 5.2 tests (C and C++; `tools/vv/vv.py build /work/vv 5.1|5.2 /tmp/vv-<v>`, sollve_vv
#     as stored), run on the GPU (`vv.py run --gpu`);
#  2. only on an H200 (the stored clang-16 and CUDA figures are an H200's): the HeCBench programs clang-16 verified in
#     stops 36-40 (HeCBench f27000a5188f, `hecbench.py build /work/hbsrc OUT --compiler omp2cuda --only <the 97>`,
#     packed; mr rebuilt at the commit after this file's, where a const T p[] parameter keeps its argument read-only),
#     each alone on the GPU, kernel time by the CUPTI referee (/work/shared/referee/gputotal.c), for LIMIT
#     seconds, resuming after the 29 stop 66's run 1 timed (its run.json, --keep).
H=$PWD/.carry/s67
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
mkdir -p /tmp/e && tar xJf $H/e2e67.tar.xz -C /tmp/e
python3 test/e2e.py run /tmp/e/e2e67 > $OUT/e2e.log 2>&1; tail -n 2 $OUT/e2e.log; grep -E "^(FAIL|WRONG)" $OUT/e2e.log
tar xJf $H/vv.tar.xz -C /tmp
for v in 5.1 5.2; do
	python3 tools/vv/vv.py run /tmp/vv-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vv-$v --gpu > $OUT/vv-$v.md 2>&1
	grep -iE "^\| (pass|wrong)" $OUT/vv-$v.md | head -4
done
grep -i "align" /tmp/vv-5.1/run.tsv 2>/dev/null | head
grep -q H200 $OUT/gpu.txt || exit 0
HB=/tmp/hb67; mkdir -p $HB && tar xJf $H/omp2cuda.tar.xz -C $HB
cp $H/prev-omp2cuda-run.json $HB/omp2cuda/run.json
timeout ${LIMIT:-300} python3 tools/hecbench/hecbench.py run $HB --compiler omp2cuda -j 1 --timeout 60 --keep \
	--where-pass omp2cuda --timer referee --referee $H/libgputotal.so > $OUT/time-omp2cuda.log 2>&1
cp $HB/omp2cuda/run.json $OUT/omp2cuda-run.json; tail -n 2 $OUT/time-omp2cuda.log
