S=$PWD/.carry/s56
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
tar xJf $S/build.tar.xz
for k in pivots below; do
ncu --clock-control none -k regex:_$k -s 20 -c 1 --section SpeedOfLight --section WarpStateStats --section LaunchStats --section Occupancy --metrics l1tex__t_sector_hit_rate.pct,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__inst_executed.sum $S/bin/lud_p large > /tmp/o/ncu-$k.txt 2>&1
done
tar czf $OUT/o.tgz -C /tmp o
grep -E "Duration|Hit Rate|hit_rate|stalled|Issued Instruction|inst_executed|Registers|Achieved Occ|Block Size|Grid Size" /tmp/o/ncu-*.txt
