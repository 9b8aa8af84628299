#!/bin/bash
# Run 73: lud's ledgers: 6 interleaved rounds of the hand CUDA twin and omp2cuda's binary with
# the injected CUPTI tool, and omp2cuda's built-in ledger per region; everything tarred.
S=.carry/r72; O=/tmp/r73; rm -rf $O; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
$S/lud.cuda large > /dev/null
INJ="CUDA_INJECTION64_PATH=$PWD/$S/libomp2cuda_inject.so"
for r in $(seq 1 6); do
  for v in cuda-inj omp-inj omp-prof; do
    case $v in
      cuda-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=$O/$v-$r.json $S/lud.cuda large";;
      omp-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=$O/$v-$r.json $S/lud.omp large";;
      omp-prof) cmd="env OMP2CUDA_PROFILE=1 OMP2CUDA_PROFILE_OUT=$O/$v-$r.json $S/lud.omp large";;
    esac
    w=$($cmd 2>$O/$v-$r.err | grep RESULT | sed 's/.*wall_ms=//')
    echo "$r $v $w" | tee -a $O/walls.txt
    sleep 0.1
  done
done
cat $O/omp-prof-1.err | head -40
cd /tmp && tar czf $OUT/r73.tgz r73
