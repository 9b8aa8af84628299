#!/bin/bash
# stop 80 run 2: o2c_reduce_block_lanes by a warp's reduction (new) against each thread in turn (old):
# block_lanes_sums both ways; damage, accuracy, scel, groupnorm (HeCBench, their team reductions), interleaved.
ROOT=$PWD
H=$PWD/.carry/s80b
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
for b in bls_new bls_old; do OMP_TARGET_OFFLOAD=MANDATORY $H/$b; echo "$b rc $?"; done 2>&1 | tee $OUT/bls.txt
tar xJf $H/hbr.tar.xz -C /tmp
END=$(( $(date +%s) + ${LIMIT:-200} ))
for r in 1 2 3; do for p in damage accuracy scel groupnorm; do for v in new old; do
  [ $(date +%s) -lt $END ] || break 3
  l=$(timeout 60 python3 tools/hecbench/hecbench.py run /tmp/hbr_$v --compiler omp2cuda -j 1 --timeout 40 \
      --only "^$p\$" --timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$p ")
  echo "$r $v $l" | tee -a $OUT/ab.txt
done; done; done
