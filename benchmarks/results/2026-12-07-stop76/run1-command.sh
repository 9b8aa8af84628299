#!/bin/bash
# Run 1 (stop 76), one GPU, carrying .carry/s76 (built on the CPU machine at 5c9bc4d0, not in git):
#  1. every test/run program (`OMP2CUDA_BUILD=build3 test/e2e.py build /tmp/e2e76` at 5c9bc4d0, e2e76.tar.xz; the
#     three this stop wrote or changed after it rebuilt at 811cdeb5 into e2e76b.tar.xz: api_in_loop_functions,
#     cxx_api_in_methods, orphaned_worksharing_functions), each by its own check with OMP_TARGET_OFFLOAD=MANDATORY, the
#     whole run cut at E2E_LIMIT seconds;
#  2. HeCBench (f27000a5188f) the 97 programs clang-16 verified, built by `hecbench.py build /work/hbsrc /tmp/hb76
#     --compiler omp2cuda --only <the 97>` and packed: judged 8 at a time by their own checks, 60 s a run line;
#  3. HeCBench sort (its Makefile's `./main 3 100`), built with each -fno- switch in sortv/ and run under runtime
#     switches, three times each: which setting makes CUDA_ERROR_INVALID_ADDRESS_SPACE go away.
H=$PWD/.carry/s76
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
if [ "${E2E:-1}" = 1 ]; then
	tar xJf $H/e2e76.tar.xz -C /tmp && tar xJf $H/e2e76b.tar.xz -C /tmp/e2e76
	timeout ${E2E_LIMIT:-300} python3 test/e2e.py run /tmp/e2e76 ${E2E_NAMES:-} > $OUT/e2e.log 2>&1; tail -n 1 $OUT/e2e.log
	grep -vE "^PASS|not built" $OUT/e2e.log | head -30
fi
if [ "${HB:-1}" = 1 ]; then
	mkdir -p /tmp/hb && tar xJf $H/omp2cuda.tar.xz -C /tmp/hb
	timeout ${HB_LIMIT:-240} python3 tools/hecbench/hecbench.py run /tmp/hb --compiler omp2cuda -j 8 --timeout 60 \
		--timer none > $OUT/judge.log 2>&1
	tail -n 3 $OUT/judge.log; cp /tmp/hb/omp2cuda/run.json $OUT/judge-run.json 2>/dev/null
	grep -vE " pass " $OUT/judge.log | head -20
fi
if [ "${SORT:-1}" = 1 ]; then
	mkdir -p /tmp/sv && tar xJf $H/sortv.tar.xz -C /tmp/sv
	run() { # label, binary, env...
		local label=$1 bin=$2; shift 2
		for k in 1 2 3; do
			r=$(cd /tmp/sv/sortv && env OMP_TARGET_OFFLOAD=MANDATORY "$@" timeout 60 ./$bin 3 100 2>&1 | grep -E "PASS|FAIL|rror" | head -n 1)
			echo "$label run$k: ${r:-no verdict}"
		done
	}
	{
		for b in default team-lanes known-args launch-divisors loop-divisors provenance const narrow-loops; do
			run "-fno-$b" main-$b
		done
		for e in OMP2CUDA_LAUNCH=sync OMP2CUDA_TRANSFER=pageable OMP2CUDA_TRANSFER=pin OMP2CUDA_ELIDE=0 \
		         OMP2CUDA_KNOWN_ARGS=off OMP2CUDA_NARROW=off OMP2CUDA_DIVISORS=off OMP2CUDA_STAGE_ROWS=off \
		         OMP2CUDA_GRID_TRIAL=off OMP2CUDA_INIT=lazy; do
			run "$e" main-default $e
		done
	} 2>&1 | tee $OUT/sort.txt
fi
