#!/bin/bash
# Run 1 (stop 79), one GPU, carrying .carry/s78 and .carry/s79 (built on the CPU machine; not in git):
#  stop 78's prepared run (its run1-command.sh: its test/run programs, Csmith `update` programs, VV C++ 5.1/5.2,
#  the 98 C++ probes), then this stop's:
#  - test/run programs (`test/e2e.py build /tmp/e2e79 reduction_runtime_sections cxx_reduction_runtime_sections
#    sections_device loop_transforms_device` at this stop's code);
#  - Csmith C++ programs of the `update` shape (`tools/difftest/csmith.py --lang c++ --seeds 9200:9219 --shape
#    update --build-only --out /tmp/csx3`), against g++'s output;
#  - the C++ probes of round 3 (/work/probe-cxx3, outside the repository: 33 of 35 build), each by its own check;
#  - C probes of OpenMP constructs (/work/probe-omp3: 12 of 17 build), each by its own check.
bash benchmarks/results/2026-12-07-stop78/run1-command.sh
R=$OUT/run1; mkdir -p $R
H=$PWD/.carry/s79
tar xJf $H/e2e79.tar.xz -C /tmp
timeout 60 python3 test/e2e.py run /tmp/e2e79 2>&1 | grep -v "not built" > $R/e2e79.log
echo "e2e79: $(grep -c '^PASS' $R/e2e79.log) pass, $(grep -c '^FAIL' $R/e2e79.log) fail"; grep '^FAIL' $R/e2e79.log
tar xJf $H/csx3.tar.xz -C /tmp
timeout 120 python3 tools/difftest/csmith.py --lang c++ --seeds 9200:9219 --shape update --run-only --gpu \
	--out /tmp/csx3 -j 8 > $R/csmith-cxx-update.txt 2>&1
tail -4 $R/csmith-cxx-update.txt
tar xJf $H/pc3.tar.xz -C /tmp
OMP_TARGET_OFFLOAD=MANDATORY timeout 100 bash /tmp/probe-cxx3/run_gpu.sh > $R/probes3.txt 2>&1
echo "probes3: $(grep -c ' PASS$' $R/probes3.txt) pass"; grep -v ' PASS$' $R/probes3.txt | head
tar xJf $H/po3.tar.xz -C /tmp
bash /tmp/probe-omp3/run_gpu.sh > $R/probes-omp3.txt 2>&1
echo "probes-omp3: $(grep -c ' PASS' $R/probes-omp3.txt) pass"; grep -v ' PASS' $R/probes-omp3.txt | head
tar cJf $OUT/run1.tar.xz -C $OUT run1
