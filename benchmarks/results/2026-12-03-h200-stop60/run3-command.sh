#!/bin/bash
# Run 3 (stop 60): the trailing update whole tiles as the compiler would print them (each step of 32 k of a whole tile:
# copies in the twin order, then the inner loop nvcc unrolls as it likes): v4g plain loads, v4e cp.async, v4f plain with
# the inner loop fully unrolled; against run 1 v4 (the twin kernel body) and base. OMP2CUDA_PROFILE=1, 3 rounds.
S=$PWD/.carry/s60
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p $BENCH_REF_DIR
$S/lud_base large > /dev/null 2>&1
for r in 1 2 3; do for v in base v4 v4e v4f v4g; do echo "== $v round $r"; OMP2CUDA_PROFILE=1 $S/lud_$v large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120; done; done > $OUT/run3-profiles.txt 2>&1
grep -E '==|lud.c|RESULT' $OUT/run3-profiles.txt | awk '/==/{v=$2} /RESULT/{print v, $4} /lud.c/{split($3,a,":"); print v, a[2], $6}' | sort | awk '{k=$1" "$2; s[k]=s[k]" "$3} END{for(k in s) print k, s[k]}' | sort
