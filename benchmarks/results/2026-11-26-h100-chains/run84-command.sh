#!/bin/bash
# Run 84: chains in fewer, larger blocks (runtime chain_blocks): lud built with this runtime
# (chain2) against the one of run 79 (chain1, blocks of 256), chains off, and hand CUDA; 8
# interleaved rounds with the injected ledger (kernel time, app wall); then e2e of region_chains.
mkdir -p /tmp/ffilib; ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
S=.carry/r84; R=.carry/r72
export BENCH_REF_DIR=/tmp/bench-ref OMP_TARGET_OFFLOAD=MANDATORY; mkdir -p $BENCH_REF_DIR
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$R/lud.cuda large > /dev/null
INJ="CUDA_INJECTION64_PATH=$PWD/$R/libomp2cuda_inject.so"
rm -f /tmp/w84.txt
for r in $(seq 1 8); do
  for v in cuda chain1 chain2 off; do
    case $v in
      cuda) b=$R/lud.cuda; e="";; chain1) b=$S/lud.chain1; e="";; chain2) b=$S/lud.chain2; e="";;
      off) b=$S/lud.chain2; e="OMP2CUDA_CHAINS=off";;
    esac
    w=$(env $INJ OMP2CUDA_INJECT_OUT=/tmp/$v-$r.json $e $b large 2>/dev/null | grep verify=PASS | sed 's/.*wall_ms=//')
    k=$(python3 -c "import json; j=json.load(open('/tmp/$v-$r.json')); print(round(sum(x['kernel_us'] for x in j['regions'])/1000, 3))")
    echo "$r $v ${w:-FAIL} $k" >> /tmp/w84.txt
  done
done
cp /tmp/w84.txt $OUT/run84-walls.txt
python3 - <<'PY'
import sys, statistics as st, collections
sys.path.insert(0, 'tools/bench')
d = collections.defaultdict(lambda: ([], []))
for line in open('/tmp/w84.txt'):
    r, v, w, k = line.split()
    d[v][0].append(float(w)); d[v][1].append(float(k))
for v, (w, k) in d.items():
    print(f"{v:7s} wall med {st.median(w):6.2f} min {min(w):6.2f}   kernel med {st.median(k):6.3f} min {min(k):6.3f}")
try:
    import stats
    for a, b in [('chain1', 'chain2'), ('off', 'chain2')]:
        for i, m in [(0, 'wall'), (1, 'kernel')]:
            print(a, b, m, 'p =', stats.mann_whitney(d[a][i], d[b][i]) if hasattr(stats, 'mann_whitney') else 'n/a')
except Exception as e:
    print('stats:', e)
PY
python3 test/e2e.py build /tmp/e2e region_chains > /tmp/e2e-build.log 2>&1 || tail -20 /tmp/e2e-build.log
python3 test/e2e.py run /tmp/e2e region_chains 2>&1 | tail -8
OMP2CUDA_VERBOSE=1 /tmp/e2e/region_chains 2>&1 | grep "iterations of the host loop"
OMP2CUDA_VERBOSE=1 $S/lud.chain2 large 2>&1 | grep "iterations of the host loop" | head -2
