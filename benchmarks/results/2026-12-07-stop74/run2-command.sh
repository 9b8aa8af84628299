#!/bin/bash
# Run 2 (stop 74), one GPU, carrying .carry/s74v: the validation suite's C and C++ tests of 4.5, 5.0, 5.1 and 5.2 as
# stored (sollve_vv), built on the CPU machine with omp2cuda at this stop's start (`tools/vv/vv.py build /work/vv <v>
# /tmp/vv74-<v>`, packed as vv.tar.xz), run on the GPU (`vv.py run --gpu`, OMP_TARGET_OFFLOAD=MANDATORY); then the
# 40 OpenMP offload programs of oneAPI-samples 6f5ade58f (GPU-Opt-Guide/OpenMP, OpenMP_Offload_Features, the offload
# training, built one file each by omp2cuda++ at 099bb5f7 with icpx's flags; oa.tar.xz, with each one's host-fallback
# output on the CPU machine in cpu/), each run on the GPU and its output beside the host fallback's; the same for the
# programs of amd/HPCTrainingExamples aaaa72d4 that omp2cuda builds (Pragma_Examples/OpenMP, atomics_openmp,
# rocm-blogs-codes/jacobi, ManagedMemory; amd.tar.xz, 87 built by omp2cuda at 8186383a).
H=$PWD/.carry/s74v
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/vv.tar.xz -C /tmp
for v in 4.5 5.0 5.1 5.2; do
	python3 tools/vv/vv.py run /tmp/vv74-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vv74-$v --gpu > $OUT/vv-$v.md 2>&1
	echo "== $v"; grep -iE "^\| (pass|wrong|fail)" $OUT/vv-$v.md | head -6
done
for set in oa amd; do
mkdir -p /tmp/$set && tar xJf $H/$set.tar.xz -C /tmp/$set
cd /tmp/$set && for x in *.x; do
	n=${x%.x}; OMP_TARGET_OFFLOAD=MANDATORY timeout 30 ./$x > gpu-$n.txt 2>&1; echo "exit $?" >> gpu-$n.txt
	f="time|sec|ms\\b|elapsed|seconds|took|gflop|bandwidth|us\\b|thread_id|team_num"
	if diff -q <(grep -viE "$f" cpu/$n.txt) <(grep -viE "$f" gpu-$n.txt) > /dev/null; then echo "same $n"
	elif grep -q "exit 0" cpu/$n.txt; then echo "DIFF $n"; else echo "GPU-ONLY $n: $(tail -n 1 gpu-$n.txt)"; fi
done > $OUT/$set.txt; cd - > /dev/null
tar cJf $OUT/$set-gpu.tar.xz -C /tmp/$set $(cd /tmp/$set && ls gpu-*.txt)
echo "== $set"; awk '{print $1}' $OUT/$set.txt | sort | uniq -c
done
