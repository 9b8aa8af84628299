#!/bin/bash
# Run 2 (stop 60): more hand-edited forms of lud's generated code (HEAD 5043d23, ../2026-12-03-h200-stop58/probes/relink.sh): v4a the trailing
# update's whole tiles copied in the twin's order (a row of the tile every 8, no bounds) by cp.async, v4c the same by
# plain loads, the rest of the kernel as printed; v5 the row panel's general register body in a __noinline__ function
# (the full window inline); v6 = v1 + v2 + v4 (run 1's three gains together). OMP2CUDA_PROFILE=1, 3 rounds interleaved.
S=$PWD/.carry/s60
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p $BENCH_REF_DIR
$S/lud_base large > /dev/null 2>&1
for r in 1 2 3; do for v in base v4 v4a v4c v2 v5 v6; do echo "== $v round $r"; OMP2CUDA_PROFILE=1 $S/lud_$v large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120; done; done > $OUT/run2-profiles.txt 2>&1
grep -E '==|lud.c|RESULT' $OUT/run2-profiles.txt | awk '/==/{v=$2} /RESULT/{print v, $4} /lud.c/{split($3,a,":"); print v, a[2], $6}' | sort | awk '{k=$1" "$2; s[k]=s[k]" "$3} END{for(k in s) print k, s[k]}' | sort
