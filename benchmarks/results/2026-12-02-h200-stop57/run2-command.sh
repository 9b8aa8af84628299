#!/bin/bash
# Run 2: pathfinder with step preloads (o2cnew) against -fno-step-preloads (o2cold), both at this stop's compiler;
# kmeans with its staged rows copied by cp.async (o2cnew, o2cnewb64 with block=64) against the copy through registers
# (o2cold, the stop's start; o2cb64 with block=64); the twins: bench.py, kernel time, 8 runs each after a warm-up,
# interleaved, injected ledger; then compute-sanitizer on the preloaded steps kernel.
S=$PWD/.carry/s57
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
python3 tools/bench/bench.py --apps pathfinder,kmeans --compilers o2cold,o2cnew,o2cnewb64,o2cb64,cuda --baseline o2cold \
	--search $S/ab --inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us \
	--timeout 60 --out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run2-ab.log 2>&1
for t in racecheck synccheck; do compute-sanitizer --tool $t --error-exitcode 9 $S/ab/o2cnew/pathfinder 10000 40 > /tmp/o/run2-$t.txt 2>&1; echo "$t rc=$?" >> /tmp/o/run2-sanitizer.txt; tail -2 /tmp/o/run2-$t.txt >> /tmp/o/run2-sanitizer.txt; done
tar czf $OUT/o.tgz -C /tmp o
grep -E "^\| (kmeans|pathfinder)" /tmp/o/run2-ab.log; cat /tmp/o/run2-sanitizer.txt
