#!/bin/bash
# Run 2 (stop 69), one GPU: Nsight Compute on the programs where omp2cuda's kernels trail clang-16's or the CUDA
# twin's (the builds of run 1, .carry/s69): per kernel launch (a few after the first, past omp2cuda's launch
# trials), its duration, grid, block, registers, achieved occupancy, instructions executed, DRAM and SM throughput,
# L1 and L2 hit rates.  One CSV per program and compiler.
H=$PWD/.carry/s69
HB=/tmp/hb69
mkdir -p /tmp/rt $HB
if [ ! -e /tmp/rt/libomptarget.so.16 ]; then
	tar xJf $H/c16small.tar.xz -C /tmp/rt
	(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
		ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
	for c in omp2cuda nvcc clang16; do tar xJf $H/$c.tar.xz -C $HB; done
fi
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
M=gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__registers_per_thread
M=$M,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
M=$M,sm__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct
END=$(( $(date +%s) + ${LIMIT:-420} ))
for pc in ${RUNS:-particle-diffusion:omp2cuda particle-diffusion:clang16 particle-diffusion:nvcc cbsfil:omp2cuda cbsfil:clang16 cbsfil:nvcc hausdorff:omp2cuda hausdorff:nvcc damage:omp2cuda damage:nvcc mr:omp2cuda mr:clang16 surfel:omp2cuda surfel:clang16 damage:omp2cuda:1004 damage:nvcc:1004 bwt:omp2cuda:40 bwt:nvcc:40 tsp:omp2cuda tsp:nvcc}; do
	[ $(date +%s) -lt $END ] || break
	IFS=: read p c skip <<< "$pc"
	line=$(python3 -c "import json,sys; d=json.load(open('$HB/$c/build.json')); d=d.get('programs',d)['$p']; print(d['dir'], d['run'][0])")
	dir=$HB/$c/$p/${line%% *}; cmd=${line#* }
	case $c in clang16) export LD_LIBRARY_PATH=/tmp/rt;; *) unset LD_LIBRARY_PATH;; esac
	(cd $dir && OMP_TARGET_OFFLOAD=MANDATORY timeout 150 $NCU --clock-control none --csv --metrics $M \
		--launch-skip ${skip:-${SKIP:-4}} --launch-count ${COUNT:-6} $cmd > $OUT/ncu-$p-$c${skip:+-$skip}.csv 2> $OUT/ncu-$p-$c${skip:+-$skip}.err)
	echo "$p $c rc=$? $(grep -c gpu__time_duration $OUT/ncu-$p-$c${skip:+-$skip}.csv) rows"
done
