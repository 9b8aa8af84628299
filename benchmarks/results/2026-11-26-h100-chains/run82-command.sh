#!/bin/bash
# Run 82: a fresh process's first map of 256 MiB (`xfer cold 256`) by staging configuration:
# default (8 MiB chunks, 16 threads), 4 / 16 / 32 MiB chunks, 8 threads; 6 processes each,
# configurations interleaved; GB/s as the host waits.
D=.carry/r82
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3 4 5 6; do
  for c in default c4 c16 c32 t8; do
    case $c in
      default) e="";; c4) e="OMP2CUDA_STAGE_CHUNK=4194304";; c16) e="OMP2CUDA_STAGE_CHUNK=16777216";;
      c32) e="OMP2CUDA_STAGE_CHUNK=33554432";; t8) e="OMP2CUDA_STAGE_THREADS=8";;
    esac
    echo "$c $(env $e $D/xfer cold 256 2>&1 | grep -E 'cold_enter_to|cold_exit_from' | sed 's/.*op=//' | awk '{print $1, $NF}' | tr '\n' ' ')"
  done
done > /tmp/run82.log 2>&1
cp /tmp/run82.log $OUT/
python3 - <<'PY'
import statistics as st, collections
d = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open('/tmp/run82.log'):
    w = line.split()
    if len(w) < 5: continue
    c = w[0]
    for i in range(1, len(w) - 1, 2):
        d[c][w[i]].append(float(w[i + 1].split('=')[1]))
for c, ops in d.items():
    print(c, "  ".join(f"{op} med {st.median(v):.1f} [{min(v):.1f}, {max(v):.1f}]" for op, v in ops.items()))
PY
