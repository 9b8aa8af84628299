#!/bin/bash
# Run 83: a chain's barrier by block size (coop.cu): 96 rounds of 32 steps, a warp per row, one
# cooperative launch a round, blocks of 128 to 1024 threads; launches per step beside.
for rows in 3000 300; do for bs in 128 256 512 1024; do .carry/r77/coop chain $rows 32 96 $bs; done; .carry/r77/coop launches $rows 32 96 256; done
INJ=$PWD/.carry/r72/libomp2cuda_inject.so
for bs in 256 1024; do CUDA_INJECTION64_PATH=$INJ OMP2CUDA_INJECT_OUT=$OUT/c$bs.json .carry/r77/coop chain 3000 32 96 $bs > /dev/null; python3 -c "import json; j=json.load(open('$OUT/c$bs.json')); print('chain bs $bs kernel_us', sum(r['kernel_us'] for r in j['regions']))"; done
CUDA_INJECTION64_PATH=$INJ OMP2CUDA_INJECT_OUT=$OUT/l.json .carry/r77/coop launches 3000 32 96 256 > /dev/null; python3 -c "import json; j=json.load(open('$OUT/l.json')); print('launches kernel_us', sum(r['kernel_us'] for r in j['regions']))"
