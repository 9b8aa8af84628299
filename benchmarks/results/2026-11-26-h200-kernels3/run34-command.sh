#!/bin/bash
# Run 34: the final compiler of this stop (warp votes, team-level braced initializers, resident
# grids) on the GPU: every test/run program, SOLLVE VV as published, the C-semantics corpus
# (test/device_run.sh); then the suite against hand CUDA (bench.py, injected ledger).
R=$OUT; mkdir -p /tmp/o34; export OUT=/tmp/o34
START=$(date +%s); left() { echo $((${BUDGET_ALL:-590} - ($(date +%s) - START))); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > /tmp/o34/gpu.txt
BUDGET=300 VV=1 SEEDMAX=0 bash test/device_run.sh > /tmp/o34/driver.log 2>&1
echo "correctness done, $(left) s left" >> /tmp/o34/progress.txt
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --size large --runs 5 --delay 0.1 \
  --max-time $(( $(left) - 20 )) --timeout 120 --out /tmp/o34/suite --ref-dir $BENCH_REF_DIR > /tmp/o34/suite.log 2>&1
echo "suite done, $(left) s left" >> /tmp/o34/progress.txt
cd /tmp && tar czf $R/o34.tgz o34
cat /tmp/o34/progress.txt; tail -5 /tmp/o34/suite.log
