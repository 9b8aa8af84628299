#!/bin/bash
# Run 1 (stop 77), one GPU, carrying .carry/s77 (built on the CPU machine, not in git):
#  1. test/run atomic_read_plain_write, cxx_array_references, associated_overlap, cxx_lambda_captured
#     (`test/e2e.py build /tmp/e2e77a ...` at this stop's fixes) and stop 76's three (e2e76c), each by its own check;
#  2. HeCBench sort as written and with one team on its top scan (stop 76's run 2);
#  3. the probes of this stop, built at 67ed9c26 (the stop's start): /work/probe-alias (55 C/C++ programs on the
#     read-only and __restrict__ proofs, divisions and narrowed loops) and /work/probe-cxx (55 C++ programs in
#     HeCBench's idioms), each by its own check with OMP_TARGET_OFFLOAD=MANDATORY;
#  4. the validation suite's C and C++ tests of 4.5, 5.0, 5.1, 5.2 built at 67ed9c26 (`tools/vv/vv.py build`).
H=$PWD/.carry/s77
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
tar xJf $H/e2e77a.tar.xz -C /tmp && mkdir -p /tmp/e2e76c && tar xJf $H/e2e76c.tar.xz -C /tmp/e2e76c
for s in e2e77a e2e76c; do
	timeout 120 python3 test/e2e.py run /tmp/$s 2>&1 | tee $OUT/$s.log | grep -E "^(PASS|FAIL)" | grep -v "not built"
done
mkdir -p /tmp/sf && tar xJf $H/sortfix.tar.xz -C /tmp/sf
for b in main-asis main-topscan1; do
	for k in 1 2; do
		r=$(cd /tmp/sf/sortfix && OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./$b 3 100 2>&1 | grep -E "PASS|FAIL|rror" | head -n 1)
		echo "$b run$k: ${r:-no verdict}"
	done
done 2>&1 | tee $OUT/sort.txt
mkdir -p /tmp/pr && tar xJf $H/probe-alias.tar.xz -C /tmp/pr && tar xJf $H/probe-cxx.tar.xz -C /tmp/pr
sed -i "s|^/work/|/tmp/pr/|" /tmp/pr/probe-alias/binaries.txt
timeout 200 bash /tmp/pr/probe-alias/run_gpu.sh > $OUT/probe-alias.txt 2>&1; tail -n 1 $OUT/probe-alias.txt
grep -E " (FAIL|CRASH) " $OUT/probe-alias.txt | cut -c1-60
for x in /tmp/pr/probe-cxx/out/*.o2c; do
	n=$(basename $x .o2c); r=$(cd /tmp/pr && OMP_TARGET_OFFLOAD=MANDATORY timeout 30 $x 2>&1 | tail -n 1); echo "$n rc=$? $r"
done > $OUT/probe-cxx.txt 2>&1
grep -c PASS $OUT/probe-cxx.txt; grep -v PASS $OUT/probe-cxx.txt | cut -c1-100
tar xJf $H/vv.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	timeout 100 python3 tools/vv/vv.py run /tmp/vv77-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vv77-$v --gpu > $OUT/vv-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail)" $OUT/vv-$v.md | head -6
done
