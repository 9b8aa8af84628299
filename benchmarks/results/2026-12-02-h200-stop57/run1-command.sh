S=$PWD/.carry/s57
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
nvidia-smi -L > /tmp/o/gpu.txt
$S/steps6 1000000 100 > /tmp/o/run1-steps6.txt 2>&1; $S/steps6 1000000 1000 >> /tmp/o/run1-steps6.txt 2>&1
$S/kmeans_b256 large > /tmp/o/km-warm.txt 2>&1
for b in 256 64; do
ncu --clock-control none -k regex:o2c_kmeans_87 -s 2 -c 1 --section SpeedOfLight --section WarpStateStats --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis --section SchedulerStats --metrics smsp__inst_executed.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_short_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_mio_throttle.ratio $S/kmeans_b$b large > /tmp/o/run1-ncu-kmeans-b$b.txt 2>&1
done
ncu --clock-control none -k regex:kernel -s 2 -c 1 --section SpeedOfLight --section WarpStateStats --section Occupancy --section SchedulerStats --metrics smsp__inst_executed.sum $S/kmeans_twin large > /tmp/o/run1-ncu-kmeans-twin.txt 2>&1
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/run1-steps6.txt; grep -E "Duration|Achieved Occ|Block Size|Grid Size|Registers|inst_executed|stalled|Eligible|Issued Warp|Shared Memory Config|Dynamic Shared|Waves" /tmp/o/run1-ncu-kmeans-*.txt
