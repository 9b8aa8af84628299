#!/bin/bash
# Run 3 (stop 74), one GPU, carrying .carry/s74 and .carry/s74v (built on the CPU machine, not in git): what runs 1
# and 2 hold, less stop 73's run 5, within one call:
#  1. test/run cxx_template_num_threads, loop_hints, loop_nest_braces, simd_in_regions, cxx_class_own_destructor,
#     cxx_private_outside (omp2cuda at ed89ee3d, `test/e2e.py build /tmp/e2e74`), each by its own check;
#  2. HeCBench convolution1D and ans (hb74.tar.xz), by their own checks;
#  3. miniFE openmp45 at -nx 100 (minife.tar.xz) and iso3dfd_omp_offload's four variants (iso3dfd.tar.xz), as run 1;
#  4. the oneAPI-samples and amd/HPCTrainingExamples programs (oa.tar.xz, amd.tar.xz), as run 2;
#  5. the validation suite's C and C++ tests of 4.5, 5.0, 5.1 and 5.2 (vv.tar.xz), as run 2, for what time is left.
H=$PWD/.carry/s74
V=$PWD/.carry/s74v
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/e2e74.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e74 cxx_template_num_threads loop_hints loop_nest_braces simd_in_regions \
	cxx_class_own_destructor cxx_private_outside 2>&1 | tee $OUT/e2e74.log | grep -E "^(PASS|FAIL)"
tar xJf $H/hb74.tar.xz -C /tmp
timeout 100 python3 tools/hecbench/hecbench.py run /tmp/hb74 --compiler omp2cuda -j 2 --timeout 45 --timer none \
	> $OUT/hb74.log 2>&1
cp /tmp/hb74/omp2cuda/run.json $OUT/hb74-run.json
for n in convolution1D ans; do echo "=== $n"; tail -n 8 /tmp/hb74/omp2cuda/$n/run.log; done > $OUT/hb74-tails.txt 2>&1
tail -n 3 $OUT/hb74.log
mkdir -p /tmp/mf && tar xJf $H/minife.tar.xz -C /tmp/mf
(cd /tmp/mf && OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./miniFE.x -nx 100 > $OUT/minife.log 2>&1; echo "exit $?" >> $OUT/minife.log)
grep -E "Final|exit" $OUT/minife.log
mkdir -p /tmp/iso && tar xJf $H/iso3dfd.tar.xz -C /tmp/iso
for v in USE_BASELINE USE_OPT1 USE_OPT2 USE_OPT3; do
	echo "=== $v"; (cd /tmp/iso && OMP_TARGET_OFFLOAD=MANDATORY timeout 40 ./iso_$v 128 128 128 16 8 64 10 2>&1 | tail -n 6; echo "exit $?")
done > $OUT/iso3dfd.log 2>&1
grep -E "===|PASS|FAIL|exit|rror" $OUT/iso3dfd.log
for set in oa amd; do
mkdir -p /tmp/$set && tar xJf $V/$set.tar.xz -C /tmp/$set
cd /tmp/$set && for x in *.x; do
	n=${x%.x}; OMP_TARGET_OFFLOAD=MANDATORY timeout 20 ./$x > gpu-$n.txt 2>&1; echo "exit $?" >> gpu-$n.txt
	f="time|sec|ms\\b|elapsed|seconds|took|gflop|bandwidth|us\\b|thread_id|team_num"
	if diff -q <(grep -viE "$f" cpu/$n.txt) <(grep -viE "$f" gpu-$n.txt) > /dev/null; then echo "same $n"
	elif grep -q "exit 0" cpu/$n.txt; then echo "DIFF $n"; else echo "GPU-ONLY $n: $(tail -n 1 gpu-$n.txt)"; fi
done > $OUT/$set.txt; cd - > /dev/null
tar cJf $OUT/$set-gpu.tar.xz -C /tmp/$set $(cd /tmp/$set && ls gpu-*.txt)
echo "== $set"; awk '{print $1}' $OUT/$set.txt | sort | uniq -c
done
tar xJf $V/vv.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	timeout 100 python3 tools/vv/vv.py run /tmp/vv74-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vv74-$v --gpu > $OUT/vv-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail)" $OUT/vv-$v.md | head -6
done
