#!/bin/bash
# Run 137 (stop 37, at a67771b, every merge of the stop), two H200s:
# the 103 HeCBench programs clang-16 verified in slices 0-2 (runs 123-126, 130, 133), built on the CPU machine with
# omp2cuda at a67771b (`hecbench.py build ... --only <the 103>`, 101 built), judged 8 at once, 4 a GPU (-j 8 --gpus 2),
# 120 s a line, OMP_TARGET_OFFLOAD=MANDATORY, by each program's own check; meanwhile the test/run programs added
# since run 136 (built on the CPU machine with test/e2e.py build), on GPU 0.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > /tmp/gpu.txt
T=tools/hecbench/hecbench.py
mkdir -p /tmp/hbg /tmp/r
tar xJf .carry/r137/omp2cuda.tar.xz -C /tmp/hbg
(CUDA_VISIBLE_DEVICES=0 E2E_TIMEOUT=120 python3 test/e2e.py run .carry/e2e137 > /tmp/r/e2e.log 2>&1) &
timeout 330 python3 $T run /tmp/hbg --compiler omp2cuda -j 8 --gpus 2 --timeout 120 --timer none \
	> /tmp/r/judge-omp2cuda.log 2>&1
wait
cp /tmp/hbg/omp2cuda/run.json /tmp/r/judge-omp2cuda-run.json
(cd /tmp/hbg && tar czf /tmp/r/judge-logs.tgz omp2cuda/*/run.log 2>/dev/null)
cp /tmp/gpu.txt /tmp/r/
(cd /tmp && tar czf $OUT/r.tgz r)
cat /tmp/r/e2e.log | tail -9
grep -v " pass " /tmp/r/judge-omp2cuda.log
