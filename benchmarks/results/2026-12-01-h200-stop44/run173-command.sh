#!/bin/bash
# Run 173 (stop 44), one H200, at this commit:
#  1. every test/run program (C and C++) built there and run (runs 171 and 172 lost the log);
#  2. a team's variable-length array now in the team's shared memory where it fits: /tmp/exp/vla_cost.c probe
#     (64 distribute iterations of two parallel loops over dp[n]) against a fixed array, and a thread's
#     variable-length array (the device heap) against a fixed one (tvla_cost.c: 16,384 iterations, dp[n] each),
#     time per launch; HeCBench attentionMultiHead under the referee at repeat 1000 (run 172: 483,560 us).
S=$PWD/.carry/s44
export OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
ln -sf omp2cuda build/tools/omp2cuda++
R=$OUT/run173-probes.txt
for b in vla_cost_heap vla_cost_fixed tvla_cost_heap tvla_cost_fixed; do for k in 1 2 3; do echo "$b: $($S/$b)"; done; done > $R 2>&1
B=/tmp/hb44; mkdir -p $B; tar xJf $S/omp2cuda-amh.tar.xz -C $B
(cd $B/omp2cuda/attentionMultiHead/src/attentionMultiHead-omp && CUDA_INJECTION64_PATH=$S/libgputotal.so \
	GPUTOTAL_OUT=/tmp/g.txt timeout 60 ./main 1000 | tail -2; echo "omp2cuda referee: $(cat /tmp/g.txt)") >> $R 2>&1
cat $R
(E2E=1 E2E_ONLY="${E2E_ONLY:-*}" VV=0 CSEM=0 SEEDMAX=0 BUDGET=330 OUT=/tmp/o \
	timeout ${LIMIT:-340} test/device_run.sh) > /tmp/dr.log 2>&1
tail -5 /tmp/dr.log > $OUT/run173-dr-tail.txt
(cd /tmp/o && tar xzf logs.tgz ./e2e.log; cp e2e.log $OUT/run173-e2e.log)
grep -c "PASS" $OUT/run173-e2e.log; grep -v "PASS" $OUT/run173-e2e.log | tail -20
