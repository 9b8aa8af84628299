#!/bin/bash
# stop 80 run 1: p20 with the final compiler; a 64-bit division micro-benchmark; hausdorff and cbsfil,
# omp2cuda against the CUDA twin (referee kernel time, interleaved); SASS of both for reading on the CPU machine.
ROOT=$PWD
H=$PWD/.carry/s80
cd $H
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
{ OMP_TARGET_OFFLOAD=MANDATORY ./p20; echo "p20 rc $?"; } 2>&1 | tee $OUT/p20.txt
./div64 2>&1 | tee $OUT/div64.txt
for b in wd_on wd_off; do OMP_TARGET_OFFLOAD=MANDATORY ./$b; echo "$b rc $?"; done 2>&1 | tee $OUT/wide.txt
R=$H/libgputotal.so
for r in 1 2 3; do
  for b in hd/hd_o2c hd/hd_twin; do
    CUDA_INJECTION64_PATH=$R GPUTOTAL_OUT=/tmp/g.txt OMP_TARGET_OFFLOAD=MANDATORY ./$b 100000 100000 100 > /tmp/o.txt 2>&1
    echo "$r $b $(grep -E 'PASS|FAIL' /tmp/o.txt | head -1) $(cat /tmp/g.txt)" | tee -a $OUT/ab.txt
  done
  for b in cb/cb_o2c cb/cb_twin; do
    CUDA_INJECTION64_PATH=$R GPUTOTAL_OUT=/tmp/g.txt OMP_TARGET_OFFLOAD=MANDATORY ./$b 8192 8192 100 > /tmp/o.txt 2>&1
    echo "$r $b $(grep -E 'PASS|FAIL' /tmp/o.txt | head -1) $(cat /tmp/g.txt)" | tee -a $OUT/ab.txt
  done
done
# HeCBench programs with divisions in 64 bits: with wide divisions (on) and without (off), interleaved
mkdir -p /tmp/hbw && tar xJf $H/hbw.tar.xz -C /tmp
for r in 1 2; do for p in lrn crc64 flip hexciton; do for v in on off; do
  l=$(cd $ROOT && timeout 100 python3 tools/hecbench/hecbench.py run /tmp/hbw_$v --compiler omp2cuda -j 1 --timeout 60 \
      --only "^$p\$" --timer referee --referee $H/libgputotal.so 2>&1 | grep -E "^$p ")
  echo "$r $v $l" | tee -a $OUT/wide-ab.txt
done; done; done
cd $H
mkdir -p $OUT/sass
for b in hd/hd_o2c hd/hd_twin cb/cb_o2c cb/cb_twin div64; do
  /usr/local/cuda/bin/cuobjdump -sass ./$b > $OUT/sass/$(basename $b).sass 2>&1 || echo "no cuobjdump for $b" >> $OUT/sass/missing.txt
done
ls /usr/local/cuda/bin | tr '\n' ' ' > $OUT/sass/toolkit.txt
cd $OUT && tar cJf sass.tar.xz sass && rm -rf sass
