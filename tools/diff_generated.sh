#!/bin/sh
# diff_generated.sh OLD_OMP2CUDA NEW_OMP2CUDA [OUT]: print which sources'
# --emit-cuda, --emit-host or --explain output (then its exit status and
# what it wrote to stderr)
# differs between two builds of the compiler, over test/run, test/lit, the
# benchmarks and, with SUITE=<sollve_vv checkout>, the validation suite's
# C tests (a refactor or a new analysis should change none it does not
# mean to; the checkout's path reads ROOT).  Run from the repository
# root; the outputs stay under OUT
# (default /tmp/o2c-diff), JOBS compilers at a time (default 2).
# OLD may be "-" to reuse OUT/old from an earlier run.
set -u
sources() {
	ls test/run/*.c test/lit/*.c benchmarks/*/*.c
	if [ -n "${SUITE:-}" ]; then
		find "$SUITE/tests" -name '*.c' | sort
	fi
}
# one source: its three outputs, each ending with its exit status
if [ "$1" = --one ]; then
	cc=$2 dir=$3 f=$4
	n=$(echo "$f" | tr / _)
	for m in emit-cuda emit-host explain; do
		{ timeout 60 "$cc" -O2 -Ibenchmarks/common ${SUITE:+-I"$SUITE/ompvv"} \
			--$m "$f" -o - 2>"$dir/$n.$m.err"; echo "rc=$?"; cat "$dir/$n.$m.err"; } |
			sed "s|$(pwd)|ROOT|g" >"$dir/$n.$m"
		rm -f "$dir/$n.$m.err"
	done
	exit 0
fi
snap() {
	mkdir -p "$2"
	sources | xargs -P "${JOBS:-2}" -n1 sh "$0" --one "$1" "$2"
}
old=$1 new=$2 out=${3:-/tmp/o2c-diff}
[ "$old" = - ] || snap "$old" "$out/old"
snap "$new" "$out/new"
diff -rq "$out/old" "$out/new" | awk '{print $2}' | xargs -r -n1 basename
