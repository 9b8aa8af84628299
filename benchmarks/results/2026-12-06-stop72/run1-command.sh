#!/bin/bash
# Run 1 (stop 72), one GPU, carrying .carry/s72 (built on the CPU machine):
#  0. test/run cxx_explicit_instantiation, loop_divisors, macro_defined_functions (`OMP2CUDA_BUILD=build2
#     test/e2e.py build /tmp/e2e72 ...`, omp2cuda at 2958e4fc), each by its own check;
#  1. the validation suite's C++ tests, every version (`tools/vv/vv.py --lang c++ build /work/vv <v> /tmp/vvx-<v>`,
#     sollve_vv as stored, omp2cuda at 2958e4fc), run on the GPU;
#  2. the 236 HeCBench programs (f27000a5188f) outside the 97 clang-16 verified that omp2cuda (9ec73288) builds
#     (`hecbench.py build /work/hbsrc /work/hbrest --compiler omp2cuda --only <the 251 others>`), judged by their own
#     checks 12 at a time, 60 s a line, OMP_TARGET_OFFLOAD=MANDATORY, for JLIMIT seconds;
#  3. those that did not pass and did not time out, run again on the host fallback of the same binary
#     (OMP_TARGET_OFFLOAD=DISABLED, OMP_NUM_THREADS=4, 4 at a time) for FLIMIT seconds, and the numbers the two
#     runs printed compared (hb_compare: timing lines left out, relative difference 1e-3).
H=$PWD/.carry/s72
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
tar xJf $H/e2e72.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e72 > $OUT/e2e.log 2>&1; grep -E "^(PASS|FAIL)" $OUT/e2e.log | head
tar xJf $H/vvx.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	timeout 120 python3 tools/vv/vv.py run /tmp/vvx-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vvx-$v --gpu > $OUT/vv-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail|rejected|build)" $OUT/vv-$v.md | head -6
done
mkdir -p /tmp/hbR /tmp/hbF && tar xJf $H/rest.tar.xz -C /tmp/hbR
T=tools/hecbench/hecbench.py
timeout ${JLIMIT:-330} python3 $T run /tmp/hbR --compiler omp2cuda -j 12 --timeout 60 --timer none > $OUT/judge.log 2>&1
cp /tmp/hbR/omp2cuda/run.json $OUT/judge-run.json
python3 - > /tmp/retry.txt <<'PY'
import json
d = json.load(open("/tmp/hbR/omp2cuda/run.json"))["programs"]
print("^(%s)$" % "|".join(sorted(n for n, r in d.items() if r["status"] not in ("pass", "timeout"))))
PY
python3 -c "
import json, collections
d = json.load(open('/tmp/hbR/omp2cuda/run.json'))['programs']
print(collections.Counter(r['status'] for r in d.values()))" | tee $OUT/judge-summary.txt
tar xJf $H/rest.tar.xz -C /tmp/hbF
timeout ${FLIMIT:-150} python3 $T run /tmp/hbF --compiler omp2cuda -j 4 --timeout 60 --timer none --only "$(cat /tmp/retry.txt)" \
	--env OMP_TARGET_OFFLOAD=DISABLED --env OMP_NUM_THREADS=4 > $OUT/fallback.log 2>&1
cp /tmp/hbF/omp2cuda/run.json $OUT/fallback-run.json 2>/dev/null
ln -s /tmp/hbF/omp2cuda /tmp/hbR/fallback
python3 -c "
import sys; sys.path.insert(0, 'tools/hecbench'); import hb_compare
hb_compare.print_rows(hb_compare.compare('/tmp/hbR', 'omp2cuda', 'fallback', 1e-3), 'gpu', 'host fallback')" > $OUT/compare.md 2>&1
tail -n 1 $OUT/compare.md
cd /tmp/hbR/omp2cuda && tar cJf $OUT/logs.tar.xz */run.log 2>/dev/null
cd /tmp/hbF/omp2cuda && tar cJf $OUT/fallback-logs.tar.xz */run.log 2>/dev/null
