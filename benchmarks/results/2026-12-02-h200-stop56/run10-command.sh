# Run 10 (stop 56, final state): the validation suite's C and C++ tests as published (run 9's VV part found no
# omp2cuda++ in the carried build).
S=$PWD/.carry/s56
mkdir -p /tmp/o
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
(E2E=0 CSEM=0 VV=1 SEEDMAX=0 BUDGET=400 OUT=/tmp/o timeout 420 test/device_run.sh) > /tmp/o/dr.log 2>&1
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt; for v in 4.5 5.0 5.1 5.2 6.0; do grep -iE "^\*\*|pass|wrong" /tmp/o/vv-$v.md | head -3; done
