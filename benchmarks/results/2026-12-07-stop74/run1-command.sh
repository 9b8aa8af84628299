#!/bin/bash
# Run 1 (stop 74), one GPU, carrying .carry/s74 and .carry/s72r2 and .carry/s73 (built on the CPU machine, not in git):
#  1. test/run cxx_template_num_threads, loop_hints, loop_nest_braces, simd_in_regions, cxx_class_own_destructor,
#     cxx_private_outside (omp2cuda at 991d1abe, `test/e2e.py build /tmp/e2e74`), each by its own check;
#  2. HeCBench convolution1D and ans built by that omp2cuda (hb74.tar.xz), judged by their own checks;
#  3. Mantevo/miniFE c79e0f7 openmp45 (its own Makefile, CXX=omp2cuda++ at this stop's start; minife.tar.xz) at
#     -nx 100, whose residuals gcc's CPU build prints as /tmp/s74/minife-gcc-100.txt (copied in the README);
#  4. oneAPI-samples 6f5ade58f iso3dfd_omp_offload, its four variants (-DUSE_BASELINE, USE_OPT1..3 with -DVERIFY_RESULTS, its
#     CMake flags, omp2cuda++ of this stop; iso3dfd.tar.xz): each checks its GPU result against its own CPU loop;
#  5. stop 73's run 5 (stop 72's run 2: HeCBench's other 154 programs against their twins), JLIMIT and TLIMIT as there.
H=$PWD/.carry/s74
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/e2e74.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e74 cxx_template_num_threads loop_hints loop_nest_braces simd_in_regions cxx_class_own_destructor cxx_private_outside 2>&1 | tee $OUT/e2e74.log | grep -E "^(PASS|FAIL)"
tar xJf $H/hb74.tar.xz -C /tmp
timeout 120 python3 tools/hecbench/hecbench.py run /tmp/hb74 --compiler omp2cuda -j 2 --timeout 50 --timer none \
	> $OUT/hb74.log 2>&1
cp /tmp/hb74/omp2cuda/run.json $OUT/hb74-run.json
for n in convolution1D ans; do echo "=== $n"; tail -n 8 /tmp/hb74/omp2cuda/$n/run.log; done > $OUT/hb74-tails.txt 2>&1
cat $OUT/hb74.log | tail -n 4
mkdir -p /tmp/mf && tar xJf $H/minife.tar.xz -C /tmp/mf
(cd /tmp/mf && OMP_TARGET_OFFLOAD=MANDATORY timeout 120 ./miniFE.x -nx 100 > $OUT/minife.log 2>&1; echo "exit $?" >> $OUT/minife.log)
grep -E "Final|exit" $OUT/minife.log
mkdir -p /tmp/iso && tar xJf $H/iso3dfd.tar.xz -C /tmp/iso
for v in USE_BASELINE USE_OPT1 USE_OPT2 USE_OPT3; do
	echo "=== $v"; (cd /tmp/iso && OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./iso_$v 128 128 128 16 8 64 10 2>&1 | tail -n 6; echo "exit $?")
done > $OUT/iso3dfd.log 2>&1
grep -E "===|PASS|FAIL|exit|rror" $OUT/iso3dfd.log
bash benchmarks/results/2026-12-06-stop73/run5-command.sh
