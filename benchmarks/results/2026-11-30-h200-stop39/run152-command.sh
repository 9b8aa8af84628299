set -x
mkdir -p /tmp/o
(E2E=0 VV=0 CSEM=0 SEEDMAX=0 EVOTUNE=lud EVOBUDGET=48 EVOSIZE=large BUDGET=270 OUT=/tmp/o test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/run152.tgz . ; cat progress.txt; cat evotune-lud.md 2>/dev/null | head -60; tail -20 dr.log
