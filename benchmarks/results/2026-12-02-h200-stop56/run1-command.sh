S=$PWD/.carry/s56
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/ref
mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv > $OUT/gpu.txt
$S/ludpanel 3072 5 > $OUT/ludpanel.txt 2>&1
$S/ludpanel 3072 5 >> $OUT/ludpanel.txt 2>&1
for p in lud_o pf_o km_o; do
  for r in 1 2 3; do OMP2CUDA_PROFILE=1 $S/bin/$p large > $OUT/prof-$p-$r.txt 2>&1; done
done
for r in 1 2 3; do CUDA_INJECTION64_PATH=$S/libgputotal.so GPUTOTAL_OUT=$OUT/ref-lud_c-$r.txt $S/bin/lud_c large > $OUT/lud_c-$r.txt 2>&1; done
cat $OUT/ludpanel.txt
