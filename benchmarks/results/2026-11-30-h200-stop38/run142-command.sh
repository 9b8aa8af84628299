set -x
R=.carry/r5; mkdir -p /tmp/o /tmp/ab
for c in step nostep; do tar xJf $R/ab-$c.tar.xz -C /tmp/ab; done
(for e in "" "OMP2CUDA_NARROW=off"; do env $e OMP_TARGET_OFFLOAD=MANDATORY $R/stepped_indices; echo "rc=$? $e"; done; OMP_TARGET_OFFLOAD=MANDATORY $R/stepped_indices_off; echo "off rc=$?") > /tmp/o/stepped-test.txt 2>&1
kt() { OMP2CUDA_PROFILE=1 OMP_TARGET_OFFLOAD=MANDATORY "$@" 2>&1 | grep -E "GPU-total .* = kernel|Average|PASS|FAIL|error" | tr '\n' ' '; echo; }
for r in 1 2 3 4 5 6; do for c in step nostep; do
  echo -n "laplace3d-512 $c $r: "; (cd /tmp/ab/omp2cuda-$c/laplace3d/laplace3d-omp && kt ./main 512 512 512 100 0)
  echo -n "jacobi $c $r: "; (cd /tmp/ab/omp2cuda-$c/jacobi/jacobi-omp && kt ./main)
done; done > /tmp/o/hb-ab.txt 2>&1
for c in step nostep; do echo -n "laplace3d-128-verify $c: "; (cd /tmp/ab/omp2cuda-$c/laplace3d/laplace3d-omp && kt ./main 128 128 128 100 1); done >> /tmp/o/hb-ab.txt 2>&1
python3 tools/bench/bench.py --apps hotspot,hotspot3D,srad_v1,srad_v2,gaussian,lud,backprop --compilers o2cnostep,o2cstep --baseline o2cnostep \
  --size large --runs 5 --delay 0.05 --timeout 120 --out /tmp/o/suite-ab --ref-dir /tmp/bench-ref > /tmp/o/suite-ab.log 2>&1
cd /tmp/o && tar czf $OUT/run5.tgz . ; cat stepped-test.txt hb-ab.txt; grep -E "^\| " suite-ab/report.md | head -24
