set -x
mkdir -p /tmp/o
(E2E=0 VV=0 CSEM=0 SEEDMAX=0 EVOTUNE=hotspot EVOBUDGET=48 EVOSIZE=large BUDGET=110 OUT=/tmp/o test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/run154.tgz . ; cat progress.txt; cat evotune-hotspot.md 2>/dev/null | head -60
