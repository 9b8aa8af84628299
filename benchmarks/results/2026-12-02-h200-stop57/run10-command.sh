#!/bin/bash
# Run 10 (stop 57): bplustree as omp2cuda prints it at 9b5bba4 (o2cold) against the same generated code edited by
# hand so that each lane also loads keys[s + 1] with its preloads (o2cnx: probes/bplustree-nx.o2c.cu, built with the
# driver's own nvcc, cc and link commands from -save-temps -v), and the twin: bench.py, 8 runs each, interleaved,
# injected ledger, kernel time.
S=$PWD/.carry/s57
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
python3 tools/bench/bench.py --apps bplustree --compilers o2cold,o2cnx,cuda --baseline o2cold --search $S/bp \
	--inject $S/libomp2cuda_inject.so --size large --runs 8 --delay 0.1 --metric kernel_us --timeout 60 \
	--out /tmp/ab --ref-dir $BENCH_REF_DIR > /tmp/o/run10-ab-bplustree.log 2>&1
cp /tmp/o/run10-ab-bplustree.log $OUT/
grep -E "^\| bplustree" /tmp/o/run10-ab-bplustree.log
