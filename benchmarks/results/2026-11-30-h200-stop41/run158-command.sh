#!/bin/bash
# Run 158 (stop 41), two H200s: the HeCBench programs whose kernels this stop's changes touch (--explain of the
# old and the new omp2cuda differ: flat kernels of collapsed nests and their tiles, enumerators in loop bounds,
# static constant arrays), built on the CPU machine with omp2cuda at 010de70 (old) and at this commit (new), and
# with clang-16 offload; each program's run line, ROUNDS rounds of old, new, clang-16 in turn, each alone on its GPU
# (two programs at once, one a GPU), OMP_TARGET_OFFLOAD=MANDATORY, kernel time by the CUPTI referee, verdict by
# the program's own check.  AB names the programs (lists.txt in the tarball: name, then the run line).
H=$PWD/.carry/hb40
B=/tmp/b41ab
mkdir -p /tmp/rt $B
tar xJf $H/c16small.tar.xz -C /tmp/rt
(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
	ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
tar xJf .carry/hb41/ab.tar.xz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
export OMP_TARGET_OFFLOAD=MANDATORY
one() { # one GPU BUILD NAME LINE: one run, its kernel ms by the referee and its check
	local g=$1 c=$2 n=$3; shift 3
	local d=$B/$c/$n/src/$n-omp o=/tmp/o-$g.txt r=/tmp/g-$g.txt
	(cd $d && CUDA_VISIBLE_DEVICES=$g CUDA_INJECTION64_PATH=$H/libgputotal.so GPUTOTAL_OUT=$r \
		LD_LIBRARY_PATH=/tmp/rt timeout 120 bash -c "$*" > $o 2>&1)
	local rc=$?
	local v=$(grep -ciE 'fail|incorrect|invalid' $o); local p=$(grep -ciE 'pass|valid|correct' $o)
	echo "$n $c rc=$rc fail=$v pass=$p $(grep -o 'kernel_us=[0-9.]*' $r 2>/dev/null | awk -F= '{s+=$2} END {printf "kernel_us=%.1f", s}')"
	rm -f $r
}
lane() { # lane GPU FILE: the programs of FILE in turn
	while IFS='|' read -r n line; do
		for k in $(seq ${ROUNDS:-3}); do
			for c in old new clang16; do one $1 $c $n "$line"; done
		done
	done < $2
}
split -n l/2 $B/lists.txt /tmp/lane.
lane 0 /tmp/lane.aa > $OUT/ab-gpu0.txt 2>&1 &
lane 1 /tmp/lane.ab > $OUT/ab-gpu1.txt 2>&1 &
wait
cat $OUT/ab-gpu0.txt $OUT/ab-gpu1.txt | sort > $OUT/ab.txt
rm $OUT/ab-gpu0.txt $OUT/ab-gpu1.txt
# tools/hecbench/probes/rounding.c built with clang-16 offload and with omp2cuda: device results of sqrtf,
# 1/sqrtf and x/1000 that differ from the host's correctly rounded ones
for c in omp2cuda clang16; do
	echo "$c: $(LD_LIBRARY_PATH=/tmp/rt timeout 60 $B/probes/rounding-$c 2>&1 | tail -1)"
done > $OUT/rounding.txt
cat $OUT/rounding.txt
