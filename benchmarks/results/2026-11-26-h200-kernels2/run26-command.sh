#!/bin/bash
# Run 26: bench.py tune on six more apps (variants built on the CPU machine), 6 runs a variant.
R=$OUT; O=/tmp/o26; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
START=$(date +%s)
for a in bplustree nw kmeans hotspot lud srad_v1; do
  left=$((560 - ($(date +%s) - START)))
  [ $left -lt 40 ] && { echo "$a: no time left" >> $O/progress.txt; continue; }
  python3 tools/bench/bench.py tune --app $a --out .carry/r26/tune-$a --no-build -n 6 --size large \
    --delay 0.1 --max-time $((left - 30)) --ref-dir $BENCH_REF_DIR > $O/tune-$a.log 2>&1
  mkdir -p $O/$a; cp .carry/r26/tune-$a/*.tune .carry/r26/tune-$a/tune-report.md $O/$a/ 2>/dev/null
  echo "$a done at $(($(date +%s) - START)) s" >> $O/progress.txt
done
cd /tmp && tar czf $R/o26.tgz o26
