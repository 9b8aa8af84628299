#!/bin/bash
# Run 74: programmatic dependent launch on chains of small kernels (pdl.cu), wall per launch.
S=.carry/r74; O=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for b in 8 96 375 1024; do for st in 0 1; do for m in plain waitnoattr wait end start; do
  $S/pdl $m $b 3000 6 $st; done; done; done 2>&1 | tee $O/pdl.log
INJ=$PWD/.carry/r72/libomp2cuda_inject.so
for m in plain wait end start; do
  CUDA_INJECTION64_PATH=$INJ OMP2CUDA_INJECT_OUT=$O/inj-$m.json $S/pdl $m 375 3000 3 0
  python3 -c "import json,sys; j=json.load(open('$O/inj-$m.json')); print('$m', 'kernel_us', sum(r['kernel_us'] for r in j['regions']), 'kernels', sum(r['kernels'] for r in j['regions']))"
done
