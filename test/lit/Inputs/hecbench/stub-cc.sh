#!/bin/sh
# A stand-in compiler for test/lit/hecbench_harness.test: logs its
# arguments to cc.args in the current directory; refuses a source holding
# BROKEN with a located error; "links" an executable that prints what a
# HeCBench program prints (its arguments, OMP_TARGET_OFFLOAD, a kernel
# time and PASS).
echo "$*" >> cc.args
out=
prev=
for a in "$@"; do
	[ "$prev" = "-o" ] && out=$a
	case "$a" in
	*.cpp) if grep -q BROKEN "$a"; then echo "$a:1:1: error: stub refuses this file" >&2; exit 1; fi ;;
	esac
	prev=$a
done
case " $* " in
*" -c "*) : > "$out" ;;
*) printf '#!/bin/sh\necho "args: $*"\necho "offload: $OMP_TARGET_OFFLOAD"\necho "gpu: $CUDA_VISIBLE_DEVICES"\necho "Average kernel execution time: 2.5 (ms)"\necho PASS\n' > "$out"
   chmod +x "$out" ;;
esac
