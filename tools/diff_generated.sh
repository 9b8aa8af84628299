#!/bin/sh
# diff_generated.sh OLD_OMP2CUDA NEW_OMP2CUDA [OUT]: print which sources'
# --emit-cuda, --emit-host or --explain output differs between two builds
# of the compiler, over test/run, test/lit and the benchmarks (a refactor
# or a new analysis should change none it does not mean to).  Run from
# the repository root; the outputs stay under OUT (default /tmp/o2c-diff).
set -u
old=$1 new=$2 out=${3:-/tmp/o2c-diff}
snap() {
	mkdir -p "$2"
	for f in test/run/*.c test/lit/*.c benchmarks/*/*.c; do
		n=$(echo "$f" | tr / _)
		for m in emit-cuda emit-host explain; do
			timeout 60 "$1" -O2 --$m "$f" -o - >"$2/$n.$m" 2>&1
		done
	done
}
snap "$old" "$out/old"
snap "$new" "$out/new"
diff -rq "$out/old" "$out/new" | awk '{print $2}' | xargs -r -n1 basename
