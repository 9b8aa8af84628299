#!/bin/bash
# Run 121 (end of stop 34, after the merges of the stop's C++ work): every test/run program (C and C++) on the
# GPU, and the validation suite's C and C++ tests as published (4.5, 5.0, 5.1, 5.2, 6.0).
ln -sf omp2cuda build/tools/omp2cuda++
E2E_TIMEOUT=60 E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=520 bash test/device_run.sh
grep -v "^PASS" $OUT/e2e.log 2>/dev/null | head -30
for v in 4.5 5.0 5.1 5.2 6.0; do grep -A8 "^### C" $OUT/vv-$v.md 2>/dev/null | grep "^###\|pass\|wrong\|total"; done
(cd $OUT && tar czf tables.tgz vv-*.md e2e-build.log 2>/dev/null && rm -f vv-*.md e2e-build.log)
cat $OUT/progress.txt
