#!/bin/bash
# Run 2 (stop 76), one GPU, carrying .carry/s76 (built on the CPU machine at 127b127a, not in git): the three test/run
# programs this stop wrote (`OMP2CUDA_BUILD=build2 test/e2e.py build /tmp/e2e76c api_in_loop_functions
# cxx_api_in_methods orphaned_worksharing_functions`, e2e76c.tar.xz), as changed after run 1 (functions called in a
# parallel region nested in a loop's iteration; lambdas written and called in a loop's iteration and in a parallel
# region), each by its own check with OMP_TARGET_OFFLOAD=MANDATORY.
H=$PWD/.carry/s76
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
mkdir -p /tmp/e2e76c && tar xJf $H/e2e76c.tar.xz -C /tmp/e2e76c
python3 test/e2e.py run /tmp/e2e76c 2>&1 | tee $OUT/e2e.log | tail -n 4
# HeCBench sort (f27000a5188f) as written (main-asis) and with its top scan given one team, as its CUDA twin launches
# it (`top_scan<<<1, local_wsize>>>`; main-topscan1: `num_teams(num_work_groups)` -> `num_teams(1)` at main.cpp:130 of a
# copy outside the repository), both built at 127b127a: `./main 3 100`, three runs each.
mkdir -p /tmp/sf && tar xJf $H/sortfix.tar.xz -C /tmp/sf
for b in main-asis main-topscan1; do
	for k in 1 2 3; do
		r=$(cd /tmp/sf/sortfix && OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./$b 3 100 2>&1 | grep -E "PASS|FAIL|rror" | head -n 1)
		echo "$b run$k: ${r:-no verdict}"
	done
done 2>&1 | tee $OUT/sort.txt
