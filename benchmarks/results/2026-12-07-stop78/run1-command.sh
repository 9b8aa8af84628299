#!/bin/bash
# Run 1 (stop 78), one GPU, carrying .carry/s78 (built on the CPU machine; not in git):
#  1. the test/run programs added since stop 71 and this stop's (`test/e2e.py build /tmp/e2e78 <names>`), each by
#     its own check, with the runs their E2E lines ask for;
#  2. Csmith programs of the `update` shape (`tools/difftest/csmith.py --seeds 7870:7889 --shape update
#     --build-only --out /tmp/cs78upd`), run with OMP_TARGET_OFFLOAD=MANDATORY against gcc's output.
# Everything it writes is in $OUT/run1.tar.xz as well.
H=$PWD/.carry/s78
R=$OUT/run1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $R/gpu.txt
tar xJf $H/e2e78.tar.xz -C /tmp
timeout 240 python3 test/e2e.py run /tmp/e2e78 2>&1 | grep -v "not built" | tee $R/e2e78.log | grep -E "^(PASS|FAIL)" | sort | uniq -c | sort -rn | head -3
grep -E "^FAIL" $R/e2e78.log | head -20
tar xJf $H/cs78upd.tar.xz -C /tmp
timeout 200 python3 tools/difftest/csmith.py --seeds 7870:7889 --shape update --run-only --gpu --out /tmp/cs78upd -j 8 > $R/csmith-update.txt 2>&1
tail -8 $R/csmith-update.txt
# 3. the validation suite's C++ tests of 5.1 and 5.2 (`tools/vv/vv.py --lang c++ build /work/vv <v> /tmp/vvc78-<v>`)
tar xJf $H/vvc78.tar.xz -C /tmp
for v in 5.1 5.2; do
	timeout 60 python3 tools/vv/vv.py run /tmp/vvc78-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vvc78-$v --gpu > $R/vv-cxx-$v.md 2>&1
	echo "== $v"; grep -E "\| (pass|fail|wrong)" $R/vv-cxx-$v.md | cut -c1-160 | head -8
done
# 4. the 98 C++ probes of /work/probe-cxx2 that build (bin/, built by build_all.sh on the cxxprobe branch at 6f774cec),
#    each by its own check, OMP_TARGET_OFFLOAD=MANDATORY
tar xJf $H/pc2.tar.xz -C /tmp
OMP_TARGET_OFFLOAD=MANDATORY timeout 150 bash /tmp/probe-cxx2/run_gpu.sh > $R/probes.txt 2>&1
echo "probes: $(grep -c ' PASS$' $R/probes.txt) pass"; grep -v -E ' PASS$|not built' $R/probes.txt | head -10
tar cJf $OUT/run1.tar.xz -C $OUT run1
