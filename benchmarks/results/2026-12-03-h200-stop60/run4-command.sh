#!/bin/bash
# Run 4 (stop 60): run 1 v4 (a whole tile as the twin kernel body, k from kb to kb + 32) against the same with a loop
# over steps of 32 k (v4h plain loads, v4i cp.async): does a step loop cost the gain? OMP2CUDA_PROFILE=1, 3 rounds.
S=$PWD/.carry/s60
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p $BENCH_REF_DIR
$S/lud_base large > /dev/null 2>&1
for r in 1 2 3; do for v in base v4 v4h v4i; do echo "== $v round $r"; OMP2CUDA_PROFILE=1 $S/lud_$v large 2>&1 | grep -E "lud.c:(51|61|72)|RESULT" | cut -c1-120; done; done > $OUT/run4-profiles.txt 2>&1
grep -E '==|lud.c|RESULT' $OUT/run4-profiles.txt | awk '/==/{v=$2} /RESULT/{print v, $4} /lud.c/{split($3,a,":"); print v, a[2], $6}' | sort | awk '{k=$1" "$2; s[k]=s[k]" "$3} END{for(k in s) print k, s[k]}' | sort
