set -x
R=.carry/r4; mkdir -p /tmp/o /tmp/nc /tmp/bt
for c in omp2cuda nvcc; do tar xJf $R/$c.tar.xz -C /tmp/nc; done
tar xJf $R/bt-omp2cuda.tar.xz -C /tmp/bt
# ncu: our kernels against the hand-written twins'
NCU="ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats --section ComputeWorkloadAnalysis -s 3 -c 1"
for c in omp2cuda nvcc; do t=$([ $c = nvcc ] && echo cuda || echo omp)
  (cd /tmp/nc/$c/laplace3d/laplace3d-$t && timeout 120 $NCU ./main 512 512 512 10 0) > /tmp/o/ncu-laplace3d-$c.txt 2>&1
  (cd /tmp/nc/$c/jacobi/jacobi-$t && timeout 120 $NCU ./main) > /tmp/o/ncu-jacobi-$c.txt 2>&1
  (cd /tmp/nc/$c/projectile/projectile-$t && timeout 120 $NCU ./main 10) > /tmp/o/ncu-projectile-$c.txt 2>&1
  (cd /tmp/nc/$c/damage/damage-$t && timeout 120 $NCU ./main 50000000 10) > /tmp/o/ncu-damage-$c.txt 2>&1
done
# b+tree's own timer, the staging ring made in the warm-up
run_bt() { (cd /tmp/bt/omp2cuda/b+tree/b+tree-omp && OMP_TARGET_OFFLOAD=MANDATORY ./main file ../data/b+tree/mil.txt command ../data/b+tree/command.txt 2>&1 | grep -i "Kernel execution\|error\|fail" | tr '\n' ' '); echo; }
for r in 1 2 3 4 5 6 7 8; do echo -n "start $r: "; run_bt; echo -n "lazy $r: "; OMP2CUDA_INIT=lazy run_bt; done > /tmp/o/bt.txt 2>&1
for h in 0 300; do python3 tools/bench/startup.py 10 $h start=$R/startup lazy=$R/startup,OMP2CUDA_INIT=lazy > /tmp/o/startup$h.md 2>&1; done
# the suite's process wall-clock, start-up beside the program against at the first construct
for a in nn pathfinder hotspot gaussian backprop kmeans bfs srad_v2; do
  python3 tools/bench/bench.py --env-ab OMP2CUDA_INIT=lazy OMP2CUDA_INIT=start --bin benchmarks/out/omp2cuda/$a --args large \
    --metric proc_wall_ms --runs 5 --delay 0.05 --timeout 120 --out /tmp/o/init/$a --ref-dir /tmp/bench-ref > /tmp/o/init-$a.log 2>&1
  grep -E "^\| .*(start|lazy)" /tmp/o/init/$a/report.md | head -2 | sed "s/^/$a /" >> /tmp/o/init-summary.txt
done
cd /tmp/o && tar czf $OUT/run4.tgz . ; cat bt.txt startup0.md startup300.md init-summary.txt; for f in ncu-*; do echo "== $f"; grep -E "Duration|DRAM Throughput|Memory Throughput|Achieved Occupancy|Registers Per|L1/TEX Hit|L2 Hit|Executed Ipc A|Block Size|Grid Size" $f | head -14; done
