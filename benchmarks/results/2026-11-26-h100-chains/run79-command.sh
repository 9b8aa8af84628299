#!/bin/bash
# Run 79: the suite against hand CUDA with chains (bench.py, medians of 5, injected ledger);
# lud's chains A/B in one binary (bench.py --env-ab, OMP2CUDA_CHAINS=off against on, app
# wall-clock and kernel time); then e2e of every test/run program (the runtime's region
# descriptor changed) with OMP_TARGET_OFFLOAD=MANDATORY.
O=/tmp/k79; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
S=.carry/s79
python3 tools/bench/bench.py --compilers omp2cuda,cuda --baseline cuda --search $S \
  --inject $S/libomp2cuda_inject.so --size large --runs 5 --delay 0.1 --max-time 400 \
  --timeout 120 --out $O/cuda --ref-dir $BENCH_REF_DIR > $O/suite-cuda.log 2>&1
tail -3 $O/suite-cuda.log
for m in app_wall_ms kernel_us; do
  python3 tools/bench/bench.py --env-ab OMP2CUDA_CHAINS=off OMP2CUDA_CHAINS=on --bin $S/omp2cuda/lud \
    --args large --inject $S/libomp2cuda_inject.so --runs 10 --delay 0.1 --metric $m \
    --out $O/ab-$m --ref-dir $BENCH_REF_DIR > $O/ab-$m.log 2>&1
  tail -4 $O/ab-$m.log
done
cd /tmp && tar czf $OUT/k79.tgz k79
