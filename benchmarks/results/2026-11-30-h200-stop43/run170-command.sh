#!/bin/bash
# Run 170 (stop 43), one H200: kmeans's assignment kernel (rows staged in shared memory, 256 threads a block, 35.8 KB
# of it: 6 blocks a multiprocessor) with its block size set by a tune file (block=128, block=64) and with
# stage-rows=off, against the default, all built at ef50f18: bench.py, kernel time, 8 runs each after a warm-up,
# interleaved, injected ledger.
S=$PWD/.carry/s43
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/s43 $BENCH_REF_DIR && tar xJf $S/suite.tar.xz -C /tmp/s43
python3 tools/bench/bench.py --apps kmeans --compilers o2cold,o2cb128,o2cb64,o2cnorows --baseline o2cold \
	--search /tmp/s43 --inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us \
	--timeout 60 --out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/ab.log 2>&1
grep -E "^\| kmeans" /tmp/ab.log | tee $OUT/run170-kmeans.md
