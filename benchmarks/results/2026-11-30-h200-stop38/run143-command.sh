set -x
R=.carry/r6; mkdir -p /tmp/o
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=400 OUT=/tmp/o test/device_run.sh) > /tmp/o/dr.log 2>&1
mkdir -p /tmp/ab && for c in step2 nostep; do tar xJf $R/ab-$c.tar.xz -C /tmp/ab; done
kt() { OMP2CUDA_PROFILE=1 OMP_TARGET_OFFLOAD=MANDATORY "$@" 2>&1 | grep -E "GPU-total .* = kernel|PASS|FAIL|error" | tr '\n' ' '; echo; }
for r in 1 2 3 4; do for c in step2 nostep; do echo -n "laplace3d-512 $c $r: "; (cd /tmp/ab/omp2cuda-$c/laplace3d/laplace3d-omp && kt ./main 512 512 512 100 0); done; done > /tmp/o/hb-ab.txt 2>&1
python3 tools/bench/bench.py --search $R --apps gaussian --compilers o2cnostep,o2cstep2 --baseline o2cnostep \
  --inject $R/libomp2cuda_inject.so --size large --runs 5 --delay 0.05 --timeout 120 --out /tmp/o/suite-ab --ref-dir /tmp/bench-ref > /tmp/o/suite-ab.log 2>&1
cd /tmp/o && tar czf $OUT/run6.tgz --exclude='*.o' . ; cat progress.txt; tail -3 e2e.log; for f in vv-*.md; do echo "== $f"; grep -E "^\| (pass|wrong|crash|refused|rejected|build-fail|host-only|total) " $f; done; cat hb-ab.txt; grep -E "^\| " suite-ab/report.md | head -8
