#!/bin/bash
# Run 3: where lud's time goes against its twin: every twin kernel's duration (ncu), our regions (OMP2CUDA_PROFILE=1),
# and ncu sections of the trailing update (ours o2c_lud_72, the twin's internal_kernel) and of the row panel (ours
# o2c_lud_61*, the twin's perimeter_kernel), each at its 11th launch (kb = 320 of 3072).
S=$PWD/.carry/s57
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref
mkdir -p /tmp/o $BENCH_REF_DIR
$S/lud_twin large > /tmp/o/run3-lud-twin.txt 2>&1
ncu --clock-control none --metrics gpu__time_duration.sum --csv $S/lud_twin large > /tmp/o/run3-ncu-lud-twin.csv 2>&1
for r in 1 2 3; do OMP2CUDA_PROFILE=1 $S/lud large > /tmp/o/run3-lud-profile-$r.txt 2>&1; done
SEC="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis --section SchedulerStats --metrics smsp__inst_executed.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__t_sector_hit_rate.pct"
ncu --clock-control none -k regex:o2c_lud_72 -s 10 -c 1 $SEC $S/lud large > /tmp/o/run3-ncu-trail-ours.txt 2>&1
ncu --clock-control none -k regex:internal -s 10 -c 1 $SEC $S/lud_twin large > /tmp/o/run3-ncu-trail-twin.txt 2>&1
ncu --clock-control none -k regex:o2c_lud_61 -s 10 -c 1 $SEC $S/lud large > /tmp/o/run3-ncu-row-ours.txt 2>&1
ncu --clock-control none -k regex:perimeter -s 10 -c 1 $SEC $S/lud_twin large > /tmp/o/run3-ncu-row-twin.txt 2>&1
tar czf $OUT/o.tgz -C /tmp o
python3 - <<'PY'
import csv, collections
t = collections.defaultdict(float); n = collections.Counter()
rows = [r for r in csv.reader(open('/tmp/o/run3-ncu-lud-twin.csv')) if len(r) > 10]
h = rows[0]; ki = h.index('Kernel Name'); vi = h.index('Metric Value'); ui = h.index('Metric Unit')
for r in rows[1:]:
    if r[vi].replace(',', '').replace('.', '').isdigit():
        v = float(r[vi].replace(',', '')); v = v / 1e6 if r[ui] == 'nsecond' else v / 1e3 if r[ui] == 'usecond' else v
        t[r[ki].split('(')[0]] += v; n[r[ki].split('(')[0]] += 1
for k in t: print('twin %-20s %4d launches %8.3f ms' % (k, n[k], t[k]))
PY
grep -h "lud.c:" /tmp/o/run3-lud-profile-*.txt | head -12
grep -E "Duration|Block Size|Grid Size|Registers|Achieved Occ|inst_executed|bank_conflicts|hit_rate|Issued Warp|Eligible Warps" /tmp/o/run3-ncu-*-*.txt
