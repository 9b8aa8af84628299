#!/bin/bash
# Run 72: lud's app wall-clock, where its spread comes from: 12 interleaved rounds of the hand
# CUDA twin and omp2cuda's binary (default; CUPTI injected; ledger on; pageable transfers;
# context made at start; launches waited for), each run's RESULT line and ledger.
S=.carry/r72; O=$OUT/r72; mkdir -p $O
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $O/gpu.txt
$S/lud.cuda large > /dev/null
INJ="CUDA_INJECTION64_PATH=$PWD/$S/libomp2cuda_inject.so"
for r in $(seq 1 12); do
  for v in cuda cuda-inj omp omp-inj omp-prof omp-pageable omp-initstart omp-sync; do
    case $v in
      cuda) cmd="$S/lud.cuda large";;
      cuda-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=$O/$v-$r.json $S/lud.cuda large";;
      omp) cmd="$S/lud.omp large";;
      omp-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=$O/$v-$r.json $S/lud.omp large";;
      omp-prof) cmd="env OMP2CUDA_PROFILE=1 OMP2CUDA_PROFILE_OUT=$O/$v-$r.json $S/lud.omp large";;
      omp-pageable) cmd="env OMP2CUDA_TRANSFER=pageable $S/lud.omp large";;
      omp-initstart) cmd="env OMP2CUDA_INIT=start $S/lud.omp large";;
      omp-sync) cmd="env OMP2CUDA_LAUNCH=sync $S/lud.omp large";;
    esac
    w=$($cmd 2>$O/$v-$r.err | grep RESULT | sed 's/.*wall_ms=//')
    echo "$r $v $w" | tee -a $O/walls.txt
    sleep 0.1
  done
done
python3 - $O <<'PY'
import sys, statistics as st, collections
d = collections.defaultdict(list)
for line in open(sys.argv[1] + '/walls.txt'):
    r, v, w = line.split()
    d[v].append(float(w))
for v, ws in d.items():
    print(f"{v:14s} n={len(ws)} min={min(ws):.2f} med={st.median(ws):.2f} max={max(ws):.2f}  " + " ".join(f"{w:.1f}" for w in ws))
PY
