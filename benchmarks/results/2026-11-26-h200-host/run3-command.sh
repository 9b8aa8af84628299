#!/bin/bash
cd "$(dirname "$0")"
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
# (a) the program's very first construct is a 256 MiB map: the copy as the host waited (events ledger)
for r in 1 2 3 4 5 6 7; do for v in new old; do
 echo "first $v rep=$r $(OMP2CUDA_PROFILE=events OMP2CUDA_VERBOSE=1 ./xfer_$v first 256 2>&1 | grep -E 'copies as the host saw|pageable while' | tr '\n' ' ')"; done; done
# (b) warm copies by size: auto against pageable
for r in 1 2; do for m in auto pageable; do echo "== warm $m rep=$r"; OMP2CUDA_TRANSFER=$m ./xfer_new 64 9; done; done
# (c) kernel time of gaussian and lud: kernels that write their own end (async) against waiting after each (sync)
./gaussian large >/dev/null 2>&1; ./lud large > /dev/null 2>&1
for a in gaussian lud; do for r in 1 2 3 4; do for m in async sync; do
 echo "app=$a mode=$m rep=$r $(OMP2CUDA_LAUNCH=$m OMP2CUDA_PROFILE=1 ./$a large 2>&1 | grep -E 'c:(52|56|51|61|72):1 target' | awk '{print $3, $6}' | tr '\n' ' ')"; done; done; done
