S=$PWD/.carry/s56
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/ref
mkdir -p $BENCH_REF_DIR /tmp/p
$S/ludrow 3072 5 > /tmp/p/ludrow.txt 2>&1
$S/ludpanel2 3072 5 > /tmp/p/ludpanel2.txt 2>&1
ncu --clock-control none -k regex:lud_61 -c 2 -s 40 --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats $S/bin/lud_o large > /tmp/p/ncu-lud61.txt 2>&1
tar czf $OUT/p.tgz -C /tmp p
cat /tmp/p/ludrow.txt /tmp/p/ludpanel2.txt; grep -E "Duration|Block Size|Grid Size|Stall|Theoretical Occ|Achieved Occ" /tmp/p/ncu-lud61.txt | head -30
