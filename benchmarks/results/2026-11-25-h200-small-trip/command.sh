# Small trip counts, A/B of one binary per app (issue 18 item 4): kernel time with the injected
# ledger, OMP2CUDA_SMALL_TRIP=off (baseline) against spread; then ncu on lud's column kernel.
START=$(date +%s); left() { echo $((${BUDGET:-520} - ($(date +%s) - START))); }
mkdir -p $OUT/st
for a in lud gaussian nw pathfinder bfs srad_v1 srad_v2 hotspot hotspot3D backprop kmeans nn lavaMD bplustree; do
  [ "$(left)" -gt 60 ] || break
  python3 tools/bench/bench.py --env-ab OMP2CUDA_SMALL_TRIP=off OMP2CUDA_SMALL_TRIP=spread \
    --bin benchmarks/out/omp2cuda/$a --args large --metric kernel_us --runs 5 --delay 0.05 \
    --timeout 120 --out $OUT/st/$a --ref-dir /tmp/bench-ref > $OUT/st/$a.log 2>&1
  grep -E "^\| .*(spread|off)" $OUT/st/$a/report.md | head -2 | sed "s/^/$a /" >> $OUT/st/summary.txt
done
for m in off spread; do
  OMP2CUDA_SMALL_TRIP=$m timeout 120 ncu --clock-control none --kernel-name o2c_lud_51 --launch-skip 200 \
    --launch-count 1 --section SpeedOfLight --section LaunchStats --section Occupancy \
    benchmarks/out/omp2cuda/lud large > $OUT/st/ncu-lud51-$m.txt 2>&1
done
echo "left $(left)" >> $OUT/st/summary.txt
