S=$PWD/.carry/s56
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/ref
mkdir -p $BENCH_REF_DIR /tmp/p
for p in lud_o pf_o; do
  for r in 1 2; do OMP2CUDA_PROFILE=1 OMP2CUDA_PROFILE_OUT=/tmp/p/prof-$p-$r.csv $S/bin/$p large > /tmp/p/prof-$p-$r.txt 2>&1; done
done
for r in 1 2; do CUDA_INJECTION64_PATH=$S/libgputotal.so GPUTOTAL_OUT=/tmp/p/ref-lud_c-$r.txt $S/bin/lud_c large > /tmp/p/lud_c-$r.txt 2>&1; done
which nsys ncu > /tmp/p/tools.txt 2>&1
ncu --clock-control none -k regex:o2c_lud -c 6 -s 300 --section SpeedOfLight --section LaunchStats --section Occupancy $S/bin/lud_o large > /tmp/p/ncu-lud.txt 2>&1
ncu --clock-control none -c 6 -s 20 --section SpeedOfLight --section LaunchStats $S/bin/lud_c large > /tmp/p/ncu-lud_c.txt 2>&1
tar czf $OUT/p.tgz -C /tmp p
grep -h "profile: /" /tmp/p/prof-lud_o-1.txt
