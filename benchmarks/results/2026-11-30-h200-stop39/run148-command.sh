set -x
R=.carry/r8; mkdir -p /tmp/o
export OMP_TARGET_OFFLOAD=MANDATORY
# test/run/stencil_steps built on the CPU machine (-O2 -g), with steps and without
for e in on off; do echo "== OMP2CUDA_STEPS=$e"; OMP2CUDA_STEPS=$e timeout 120 $R/ss; echo "rc=$?"; done > /tmp/o/ss.txt 2>&1
timeout 150 compute-sanitizer --tool racecheck $R/ss > /tmp/o/sanitizer-racecheck.txt 2>&1
OMP2CUDA_VERBOSE=1 $R/pathfinder-o2c large > /tmp/o/pathfinder-notes.txt 2>&1
# pathfinder: steps on against off (kernel time and GPU-total), o2c_sb rows in shared memory, not swapped pointers
for m in kernel_us gpu_total_us; do
python3 tools/bench/bench.py --env-ab OMP2CUDA_STEPS=off OMP2CUDA_STEPS=on --bin $R/pathfinder-o2c --args large --inject $R/libomp2cuda_inject.so \
  --metric $m --runs 7 --delay 0.05 --timeout 120 --out /tmp/o/pf-$m --ref-dir /tmp/bench-ref > /tmp/o/pf-$m.log 2>&1
done
cd /tmp/o && tar czf $OUT/run148.tgz . ; cat ss.txt; for f in sanitizer-*.txt; do echo "== $f"; grep -v "^=========\s*$" $f | tail -12; done; grep -i "steps\|kernel o2c" pathfinder-notes.txt | head -12; for d in pf-kernel_us pf-gpu_total_us; do echo "== $d"; grep -E "^\|" $d/report.md | head -8; done
