#!/bin/bash
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3; do for b in 8 64 1024; do for m in none count devword hostword start streamwrite; do
 w=$(./kernel_end $m $b 5000 4)
 k=$(CUDA_INJECTION64_PATH=$PWD/libomp2cuda_inject.so ./kernel_end $m $b 5000 2 2>&1 | grep -E "= kernel" | sed 's/.*= kernel \([0-9.]*\).*/\1/')
 echo "$w kernel_ms_10000=$k rep=$r"
done; done; done
