# Run 11 (stop 56): the pivot-rows programs (a multiplier through an __attribute__((const)) function added) on the GPU.
S=$PWD/.carry/s56
mkdir -p /tmp/o
tar xJf $S/build.tar.xz
(E2E=1 E2E_ONLY="pivot_rows*" CSEM=0 VV=0 SEEDMAX=0 BUDGET=150 OUT=/tmp/o timeout 170 test/device_run.sh) > /tmp/o/dr.log 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
/usr/local/cuda/bin/compute-sanitizer --tool racecheck --error-exitcode 9 /tmp/e2e/pivot_rows > /tmp/o/san-racecheck.txt 2>&1; echo "racecheck rc=$?" > /tmp/o/san.txt
tar czf $OUT/o.tgz -C /tmp o
cat /tmp/o/progress.txt /tmp/o/san.txt; (cd /tmp/o && tar xzf logs.tgz && grep -E "^(PASS|FAIL)" e2e.log | grep -v "not built")
