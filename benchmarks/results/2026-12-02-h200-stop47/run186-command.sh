#!/bin/bash
# Run 186 (stop 47), one H200: steps4.cu (pathfinder's steps kernel, the twin's differences one at a time and four
# forms with an invariant lane condition), then the HeCBench programs whose regions take grid trials (every 4th
# program by name with such regions, stop 45's list, and projectile), built on the CPU machine at cbddd8b:
# OMP2CUDA_GRID_TRIAL=off against on, each program off, on, off, on (interleaved), kernel time by the referee,
# judged by the program's own check (hecbench.py run, one program a call, 20 s a line).
S=$PWD/.carry/s47
export HECBENCH_REFEREE=$S/libgputotal.so
$S/steps4 > $OUT/run186-steps4.txt 2>&1; $S/steps4 1000000 1000 >> $OUT/run186-steps4.txt 2>&1
mkdir -p /tmp/hboff /tmp/hbon
tar xJf $S/hb-omp2cuda.tar.xz -C /tmp/hboff; tar xJf $S/hb-omp2cuda.tar.xz -C /tmp/hbon
P=$(python3 -c "import json;print(' '.join(sorted(k for k,v in json.load(open('/tmp/hboff/omp2cuda/build.json'))['programs'].items() if v['built'])))")
end=$((SECONDS + 400))
for p in $P; do
	for rep in 1 2; do for v in off on; do
		[ $SECONDS -lt $end ] || break 3
		python3 tools/hecbench/hecbench.py run /tmp/hb$v --compiler omp2cuda --timer referee --timeout 20 \
			--only "^$p\$" --env OMP2CUDA_GRID_TRIAL=$v 2>&1 | grep -v "^omp2cuda:" | sed "s/^/$v $rep /" >> $OUT/run186-grid.txt
	done; done
done
cat $OUT/run186-steps4.txt; wc -l $OUT/run186-grid.txt; tail -5 $OUT/run186-grid.txt
