#!/bin/bash
# Run 1 (stop 78), one GPU, carrying .carry/s78 (built on the CPU machine; not in git):
#  1. the test/run programs added since stop 71 and this stop's (`test/e2e.py build /tmp/e2e78 <names>`), each by
#     its own check, with the runs their E2E lines ask for;
#  2. Csmith programs of the `update` shape (`tools/difftest/csmith.py --seeds 7870:7889 --shape update
#     --build-only --out /tmp/cs78upd`), run with OMP_TARGET_OFFLOAD=MANDATORY against gcc's output.
# Everything it writes is in $OUT/run1.tar.xz as well.
# STEPS (default "e2e csmith vv probes") names the steps to run.
STEPS=${STEPS:-e2e csmith vv probes}
H=$PWD/.carry/s78
R=$OUT/run1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $R/gpu.txt
step() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
if step e2e; then
tar xJf $H/e2e78.tar.xz -C /tmp
timeout 150 python3 test/e2e.py run /tmp/e2e78 2>&1 | grep -v "not built" > $R/e2e78.log
echo "e2e: $(grep -c '^PASS' $R/e2e78.log) pass, $(grep -c '^FAIL' $R/e2e78.log) fail"
grep -E "^FAIL" $R/e2e78.log | head -20
fi
if step csmith; then
tar xJf $H/cs78upd.tar.xz -C /tmp
timeout 200 python3 tools/difftest/csmith.py --seeds 7870:7889 --shape update --run-only --gpu --out /tmp/cs78upd -j 8 > $R/csmith-update.txt 2>&1
tail -8 $R/csmith-update.txt
fi
if step vv; then
# 3. the validation suite's C++ tests of 5.1 and 5.2 (`tools/vv/vv.py --lang c++ build /work/vv <v> /tmp/vvc78-<v>`)
tar xJf $H/vvc78.tar.xz -C /tmp
for v in 5.1 5.2; do
	timeout 60 python3 tools/vv/vv.py run /tmp/vvc78-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vvc78-$v --gpu > $R/vv-cxx-$v.md 2>&1
	echo "== $v"; grep -E "\| (pass|fail|wrong)" $R/vv-cxx-$v.md | cut -c1-160 | head -8
done
fi
# 4. the 98 C++ probes of /work/probe-cxx2 that build (bin/, built by build_all.sh on the cxxprobe branch at 6f774cec),
#    each by its own check, OMP_TARGET_OFFLOAD=MANDATORY
if step probes; then
tar xJf $H/pc2.tar.xz -C /tmp
OMP_TARGET_OFFLOAD=MANDATORY timeout 100 bash /tmp/probe-cxx2/run_gpu.sh > $R/probes.txt 2>&1
echo "probes: $(grep -c ' PASS$' $R/probes.txt) pass"; grep -v -E ' PASS$|not built' $R/probes.txt | head -10
fi
tar cJf $OUT/run1.tar.xz -C $OUT run1
