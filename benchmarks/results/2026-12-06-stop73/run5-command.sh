#!/bin/bash
# Run 5 (stop 73): run 2 of stop 72 with this stop's test/run programs (.carry/s73, built with omp2cuda of this
# stop) in place of kernelLaunch, whose run line offloads six million regions (run 3: past 90 s).
# Run 2 (prepared at stop 72), one GPU, carrying .carry/s72r2: run 1's omp2cuda builds of the programs below (rest2.tar.xz) and the CUDA twins (`hecbench.py build --compiler nvcc` of
# the programs run 1 did not reach or found "ran, unchecked", packed as twins.tar.xz):
#  1. omp2cuda's builds of the 89 HeCBench programs run 1's time limit did not reach, the 56 it found "ran, unchecked"
#     and 9 of those it judged "fail" that need no input the tree lacks (ans, atomicIntrinsics, cm, colorwheel,
#     convolution1D, dxtc2, gd, heartwall, lr), judged by their own checks 12 at a time, 45 s a line,
#     OMP_TARGET_OFFLOAD=MANDATORY, for JLIMIT seconds;
#  2. the CUDA twins of those omp2cuda ran to the end with no check of their own, 12 at a time, for TLIMIT seconds,
#     and the numbers both printed compared (hb_compare: timing lines left out, relative difference 1e-3);
# every run.log comes back in one tarball, the last lines of each that did not pass in tails.txt.
#  0. first, test/run macro_api_calls, cxx_header_order, cxx_rdc_overloads, cxx_explicit_instantiation, cxx_copied_class_types
#     (`OMP2CUDA_BUILD=build3 test/e2e.py build /tmp/e2e72c ...`, omp2cuda with this stop's changes), each by its own
#     check, and HeCBench kernelLaunch built by that omp2cuda (kl.tar.xz), by its own run line.
H=$PWD/.carry/s72r2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/e2e72c.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e72c macro_api_calls cxx_header_order cxx_rdc_overloads cxx_explicit_instantiation cxx_copied_class_types cxx_std_member_map \
	2>&1 | grep -E "^(PASS|FAIL)" | tee $OUT/e2e.txt
tar xJf .carry/s73/e2e73b.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e73b cxx_rdc_members separate_header_prototype cxx_namespace_prototypes \
	cxx_host_member_types cxx_nested_headers cxx_private_pointer_members cxx_implicit_assignment cxx_put_in_prototypes macro_multi_decl 2>&1 \
	| tee $OUT/e2e73.log | grep -E "^(PASS|FAIL)" | tee -a $OUT/e2e.txt
mkdir -p /tmp/hbR && tar xJf $H/rest2.tar.xz -C /tmp/hbR && tar xJf $H/twins.tar.xz -C /tmp/hbR
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
