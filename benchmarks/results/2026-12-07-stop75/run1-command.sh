#!/bin/bash
# Run 1 (stop 75), one GPU, carrying .carry/s75 (built on the CPU machine, not in git):
#  1. this stop's test/run programs (`test/e2e.py build /tmp/e2e75 ...`, e2e75.tar.xz), each by its own check;
#  2. the OpenMP Examples' programs that omp2cuda builds (OpenMP/Examples 415024c, ex.tar.xz) and ROCm/aomp's
#     test/smoke programs that it builds (a5c178df, aomp.tar.xz), each run with OMP_TARGET_OFFLOAD=MANDATORY, 15 s,
#     6 at a time, its output (timing lines left out) against the host fallback's output of the same binary on the
#     CPU machine (cpu/<name>.txt in the tarball): "same", "DIFF", or "GPU-ONLY" where the host fallback did not
#     finish.
H=$PWD/.carry/s75
ulimit -s unlimited
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
tar xJf $H/e2e75.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e75 2>&1 | tee $OUT/e2e75.log | grep -E "^(PASS|FAIL)"
for set in ex aomp; do
mkdir -p /tmp/$set && tar xJf $H/$set.tar.xz -C /tmp/$set
cd /tmp/$set && ls *.x | sed 's/\.x$//' | xargs -P 6 -I{} sh -c \
	'OMP_TARGET_OFFLOAD=MANDATORY OMP_NUM_THREADS=4 timeout 15 ./{}.x > gpu-{}.txt 2>&1; echo "exit $?" >> gpu-{}.txt'
f="time|sec|ms\\b|elapsed|seconds|took|gflop|bandwidth|bw|us\\b|0x[0-9a-f]|thread_id|team_num|thread id|threads"
for x in *.x; do
	n=${x%.x}
	if diff -q <(grep -viE "$f" cpu/$n.txt) <(grep -viE "$f" gpu-$n.txt) > /dev/null; then echo "same $n"
	elif grep -q "exit 0" cpu/$n.txt; then echo "DIFF $n"; else echo "GPU-ONLY $n: $(tail -n 1 gpu-$n.txt)"; fi
done > $OUT/$set.txt; cd - > /dev/null
tar cJf $OUT/$set-gpu.tar.xz -C /tmp/$set $(cd /tmp/$set && ls gpu-*.txt)
echo "== $set"; awk '{print $1}' $OUT/$set.txt | sort | uniq -c
done
