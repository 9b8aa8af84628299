#!/bin/bash
# Run 2 (stop 77), one GPU, carrying .carry/s77b (built on the CPU machine at d558f5cb, this stop's fixes; not in git):
#  1. this stop's test/run programs and the alias tests before them (`test/e2e.py build /tmp/e2e77b ...`), each by
#     its own check;
#  2. the probes rebuilt with this stop's compiler (/tmp/pr77: alias/ the 55 alias probes, cxx/ the C++ probes that
#     build, red/ the reduced C++ reproducers), each by its own check with OMP_TARGET_OFFLOAD=MANDATORY;
#  3. the validation suite's C++ tests of 4.5, 5.0, 5.1 and 5.2 (`tools/vv/vv.py --lang c++ build`).
# Everything it writes is in $OUT/run2.tar.xz as well.
H=$PWD/.carry/s77b
R=$OUT/run2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $R/gpu.txt
tar xJf $H/e2e77b.tar.xz -C /tmp
timeout 150 python3 test/e2e.py run /tmp/e2e77b 2>&1 | grep -v "not built" | tee $R/e2e77b.log | grep -E "^(PASS|FAIL)"
tar xJf $H/pr77.tar.xz -C /tmp
for set in alias cxx red; do
	for x in $(ls /tmp/pr77/$set); do
		r=$(cd /tmp/pr77/$set && OMP_TARGET_OFFLOAD=MANDATORY timeout 30 ./$x 2>&1 | tail -n 1)
		echo "$set/$x rc=$? $r"
	done
done > $R/probes.txt 2>&1
echo "probes: $(grep -c PASS $R/probes.txt) pass of $(wc -l < $R/probes.txt)"; grep -v PASS $R/probes.txt | cut -c1-120
tar xJf $H/vvc.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	timeout 60 python3 tools/vv/vv.py run /tmp/vvc77-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vvc77-$v --gpu > $R/vv-cxx-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail)" $R/vv-cxx-$v.md | head -6; grep -E "\| (fail|wrong)" $R/vv-cxx-$v.md | head -5
done
tar cJf $OUT/run2.tar.xz -C $OUT run2
