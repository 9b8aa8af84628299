#!/bin/bash
# Run 2 (stop 75), one GPU, carrying .carry/s75h (built on the CPU machine, not in git): stop 72's run 2 with this
# stop's omp2cuda.
#  1. omp2cuda's builds (this stop, hb75.tar.xz) of the 154 HeCBench programs stop 72's run 1 did not reach, found "ran,
#     unchecked", or judged "fail" needing no input the tree lacks (run2-only.txt), judged by their own checks 12 at a
#     time, 45 s a line, OMP_TARGET_OFFLOAD=MANDATORY, for JLIMIT seconds;
#  2. the CUDA twins (stop 72's nvcc builds, twins.tar.xz) of those omp2cuda ran to the end with no check of their
#     own, 12 at a time, for TLIMIT seconds, and the numbers both printed compared (hb_compare: timing lines left
#     out, relative difference 1e-3); the last lines of each that did not pass in tails.txt.
H=$PWD/.carry/s75h
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
mkdir -p /tmp/hbR && tar xJf $H/hb75.tar.xz -C /tmp/hbR && tar xJf $H/twins.tar.xz -C /tmp/hbR
T=tools/hecbench/hecbench.py
timeout ${JLIMIT:-300} python3 $T run /tmp/hbR --compiler omp2cuda -j 12 --timeout 45 --timer none \
	--only "$(cat $H/run2-only.txt)" > /tmp/hbR/judge.log 2>&1
cp /tmp/hbR/omp2cuda/run.json $OUT/judge-run.json
python3 - > /tmp/twins.txt <<'PY'
import json
d = json.load(open("/tmp/hbR/omp2cuda/run.json"))["programs"]
print("^(%s)$" % "|".join(sorted(n for n, r in d.items() if r["status"] == "ran, unchecked")))
PY
timeout ${TLIMIT:-150} python3 $T run /tmp/hbR --compiler nvcc -j 12 --timeout 45 --timer none \
	--only "$(cat /tmp/twins.txt)" > /tmp/hbR/twins.log 2>&1
cp /tmp/hbR/nvcc/run.json $OUT/twins-run.json
python3 -c "
import sys; sys.path.insert(0, 'tools/hecbench'); import hb_compare
hb_compare.print_rows(hb_compare.compare('/tmp/hbR', 'omp2cuda', 'nvcc', 1e-3), 'omp2cuda', 'CUDA twin')" > $OUT/compare.md 2>&1
tail -n 1 $OUT/compare.md
python3 - > $OUT/tails.txt <<'PY'
import json, os, collections
d = json.load(open("/tmp/hbR/omp2cuda/run.json"))["programs"]
print(collections.Counter(r["status"] for r in d.values()))
for n, r in sorted(d.items()):
    if r["status"] == "pass":
        continue
    p = "/tmp/hbR/omp2cuda/%s/run.log" % n
    lines = open(p, errors="replace").read().splitlines() if os.path.exists(p) else []
    print("=== %s: %s %s" % (n, r["status"], r.get("why", "")))
    print("\n".join(l[:200] for l in lines[-12:]))
PY
head -1 $OUT/tails.txt
cd /tmp/hbR && tar cJf $OUT/logs.tar.xz judge.log twins.log omp2cuda/*/run.log nvcc/*/run.log 2>/dev/null
