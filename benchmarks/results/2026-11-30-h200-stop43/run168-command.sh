#!/bin/bash
# Run 168 (stop 43), one H200: where kmeans, lavaMD and bplustree (1.22-1.30x their twins' kernel time in run 164)
# spend it: every kernel's time of each, omp2cuda's build (the suite's, 90f846f) and the twin's (ncu,
# gpu__time_duration of every launch), and ncu sections of the first launch of each program's costliest kernel.
S=$PWD/.carry/s43
mkdir -p /tmp/s43 /tmp/o && tar xJf $S/suite.tar.xz -C /tmp/s43
export OMP_TARGET_OFFLOAD=MANDATORY BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR
NCU="ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy
	--section MemoryWorkloadAnalysis --section InstructionStats --section WarpStateStats --section SchedulerStats"
for app in kmeans lavaMD bplustree; do
	for c in omp2cuda cuda; do
		timeout 60 ncu --clock-control none --metrics gpu__time_duration.sum --csv /tmp/s43/$c/$app large \
			> /tmp/o/times-$app-$c.csv 2>&1
		k=$(python3 - /tmp/o/times-$app-$c.csv <<'PY'
import csv, sys, collections
lines = open(sys.argv[1]).read().splitlines()
s = [i for i, l in enumerate(lines) if l.startswith('"ID"')]
t = collections.Counter()
for r in csv.DictReader(lines[s[0]:] if s else []):
    if r['Metric Name'] == 'gpu__time_duration.sum':
        t[r['Kernel Name'].split('(')[0]] += float(r['Metric Value'].replace(',', ''))
print(t.most_common(1)[0][0] if t else 'none')
PY
)
		timeout 60 $NCU -k "$k" --launch-count 1 /tmp/s43/$c/$app large > /tmp/o/ncu-$app-$c.txt 2>&1
	done
	(cd /tmp/o && tar czf $OUT/run168-ncu.tgz times-*.csv ncu-*.txt)
done
ls -la /tmp/o
