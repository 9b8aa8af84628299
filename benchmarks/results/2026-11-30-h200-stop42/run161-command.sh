#!/bin/bash
# Run 161 (stop 42), two H200s: the HeCBench programs whose kernels or launches this stop's changes touch (tiled flat
# kernels launched wherever the narrow kernel would run; read-only pointer pairs in one allocation keep the
# __restrict__ kernel), built on the CPU machine with omp2cuda at c3be414 (old) and at this commit (new), and with
# clang-16 offload; each program's last run line, ROUNDS rounds of old, new, clang-16 in turn, each alone on its GPU
# (two programs at once, one a GPU), OMP_TARGET_OFFLOAD=MANDATORY, kernel time by the CUPTI referee, verdict by the
# program's own check; then one run of each new build with OMP2CUDA_VERBOSE=1: the kernels it launched.
H=$PWD/.carry/ab42
B=/tmp/b42ab
mkdir -p /tmp/rt $B
tar xJf $H/c16small.tar.xz -C /tmp/rt
(cd /tmp/rt && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so &&
	ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
tar xJf $H/ab.tar.xz -C $B
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
lane 0 /tmp/lane.aa > /tmp/ab-gpu0.txt 2>&1 &
lane 1 /tmp/lane.ab > /tmp/ab-gpu1.txt 2>&1 &
wait
cat /tmp/ab-gpu0.txt /tmp/ab-gpu1.txt | sort > $OUT/ab.txt
while IFS='|' read -r n line; do
	(cd $B/new/$n/src/$n-omp && OMP2CUDA_VERBOSE=1 timeout 60 bash -c "$line" 2>&1 |
		grep -oE 'kernel o2c_[A-Za-z0-9_]+ on [^:]*: [0-9]+ blocks x [0-9]+ threads' | sort | uniq -c |
		sed "s/^/$n /")
done < $B/lists.txt > $OUT/launches.txt
cat $OUT/ab.txt $OUT/launches.txt
