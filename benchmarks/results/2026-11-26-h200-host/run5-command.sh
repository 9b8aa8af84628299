#!/bin/bash
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for w in 0 200 2000; do ./kernel_end none 64 2000 3 $w; done
for r in 1 2 3; do for b in 64 1024; do for w in 200 2000; do for m in none count hostword start streamwrite streamwrite-nb event; do
 ./kernel_end $m $b 5000 4 $w; echo " rep=$r"; done; done; done; done
for b in 8 64; do for m in streamwrite streamwrite-nb event; do
 k=$(CUDA_INJECTION64_PATH=$PWD/libomp2cuda_inject.so ./kernel_end $m $b 5000 2 2>&1 | grep -E "GPU busy|= kernel" | tr '\n' ' ')
 echo "ledger $m $b: $k"; done; done
