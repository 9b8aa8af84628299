#!/bin/bash
# Run 77: a chain of small steps: one launch per step against one cooperative launch with a
# grid-wide barrier between steps (coop.cu); wall-clock per step, CUPTI off.
for rows in 3000 1500 300; do for m in launches chain; do .carry/r77/coop $m $rows 32 96; done; done
INJ=$PWD/.carry/r72/libomp2cuda_inject.so
for m in launches chain; do CUDA_INJECTION64_PATH=$INJ OMP2CUDA_INJECT_OUT=$OUT/$m.json .carry/r77/coop $m 3000 32 96; python3 -c "import json; j=json.load(open('$OUT/$m.json')); print('$m kernel_us', sum(r['kernel_us'] for r in j['regions']))"; done
