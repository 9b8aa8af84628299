#!/bin/bash
# Run 78: chains (lowering/chains.c). e2e of region_chains and small_trip_counts (every build
# and environment they name), compute-sanitizer on region_chains, then lud's app wall-clock:
# the hand CUDA twin, omp2cuda with chains, the same binary with OMP2CUDA_CHAINS=off, 10
# interleaved rounds without CUPTI and 6 with the injected ledger.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
T="region_chains small_trip_counts"
python3 test/e2e.py build /tmp/e2e $T > /tmp/e2e-build.log 2>&1 || tail -20 /tmp/e2e-build.log
OMP_TARGET_OFFLOAD=MANDATORY python3 test/e2e.py run /tmp/e2e $T > /tmp/e2e.log 2>&1
tail -12 /tmp/e2e.log; cp /tmp/e2e.log $OUT/run78-e2e.log
OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 /tmp/e2e/region_chains 2>&1 | grep "iterations of the host loop" | head -5
for tool in memcheck synccheck; do
  OMP_TARGET_OFFLOAD=MANDATORY compute-sanitizer --tool $tool /tmp/e2e/region_chains 2>&1 | tail -3
done > $OUT/run78-sanitize.log 2>&1; cat $OUT/run78-sanitize.log
S=.carry/r78; R=.carry/r72
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
$R/lud.cuda large > /dev/null
INJ="CUDA_INJECTION64_PATH=$PWD/$R/libomp2cuda_inject.so"
rm -f /tmp/walls.txt
for r in $(seq 1 10); do
  for v in cuda chain nochain; do
    case $v in
      cuda) cmd="$R/lud.cuda large";; chain) cmd="$S/lud.chain large";;
      nochain) cmd="env OMP2CUDA_CHAINS=off $S/lud.chain large";;
    esac
    w=$($cmd 2>/tmp/err | grep RESULT | grep verify=PASS | sed 's/.*wall_ms=//'); echo "$r $v ${w:-FAIL}" >> /tmp/walls.txt
  done
done
for r in $(seq 1 6); do
  for v in cuda-inj chain-inj nochain-inj; do
    case $v in
      cuda-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=/tmp/$v-$r.json $R/lud.cuda large";;
      chain-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=/tmp/$v-$r.json $S/lud.chain large";;
      nochain-inj) cmd="env $INJ OMP2CUDA_INJECT_OUT=/tmp/$v-$r.json OMP2CUDA_CHAINS=off $S/lud.chain large";;
    esac
    w=$($cmd 2>/tmp/err | grep RESULT | grep verify=PASS | sed 's/.*wall_ms=//'); echo "$r $v ${w:-FAIL}" >> /tmp/walls.txt
  done
done
cp /tmp/walls.txt $OUT/run78-walls.txt
python3 - <<'PY'
import json, glob, statistics as st, collections
d = collections.defaultdict(list)
for line in open('/tmp/walls.txt'):
    r, v, w = line.split()
    d[v].append(float(w) if w != 'FAIL' else float('nan'))
for v, ws in d.items():
    print(f"{v:12s} n={len(ws)} min={min(ws):.2f} med={st.median(ws):.2f}  " + " ".join(f"{w:.1f}" for w in ws))
for v in ['cuda-inj', 'chain-inj', 'nochain-inj']:
    ks = []
    for f in sorted(glob.glob(f'/tmp/{v}-*.json')):
        j = json.load(open(f)); ks.append({r['name']: round(r['kernel_us'] / 1000, 3) for r in j['regions'] if r['kernel_us'] > 0})
    print(v, ks[-1])
PY
cd /tmp && tar czf $OUT/run78.tgz walls.txt *-inj-*.json e2e.log
