#!/bin/bash
# Run 114 (stop 33, after the Region and Plan splits, the switch table, designated initializers and the
# first C++ support: the C++ driver, regions in C++ functions and function templates): every test/run
# program (C and C++) on the GPU, and SOLLVE VV C 4.5, 5.0, 5.1, 5.2, 6.0 as published.
E2E_TIMEOUT=60 E2E=1 VV=1 CSEM=0 SEEDMAX=0 BUDGET=420 bash test/device_run.sh
cp /tmp/vv-6.0.txt $OUT/ 2>/dev/null
# the tool brings back 8 files: the tables and logs in one archive
(cd $OUT && tar czf tables.tgz vv-*.md vv-6.0.txt e2e-build.log 2>/dev/null &&
	rm -f vv-*.md vv-6.0.txt e2e-build.log)
cat $OUT/progress.txt
