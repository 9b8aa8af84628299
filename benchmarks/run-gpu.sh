#!/bin/sh
# Runs the benchmark suite on the GPU machine. Run it from the repository root after build.sh
# and pack-runtimes.sh have filled benchmarks/out/ (carried over from the build machine):
#
#   benchmarks/run-gpu.sh [small|large|<args>] [N]
#
# It unpacks the clang-16 and gcc-12 offload runtimes to $RT (default /tmp/bench-rt), adds the
# unversioned symlinks libomptarget looks for, builds the CUPTI referee into /tmp/libgputotal.so,
# then runs every app x compiler N times (default 3) after one warm-up round (rep 0: it absorbs
# gcc's first PTX JIT compile and is flagged warmup=1), interleaving compilers within a round.
# Each run's RESULT line and referee line go into one CSV row of $OUT/results.csv
# (OUT defaults to /tmp/bench); every program's output goes to $OUT/run.log. A summary table
# (median over the timed reps) ends the output.
#
# Every run verifies its whole result against the app's serial reference, computed once per app
# and size: the first run of an app (in the warm-up round) computes it into $REF_DIR (passed to
# the programs as BENCH_REF_DIR, default $OUT/ref), later runs load it; each row's ref column says
# which. REF_DIR= (empty) computes it in every run. Empty $REF_DIR after changing an app's inputs
# or reference code; at the large size it holds about 0.6 GB.
#
# Environment: COMPILERS (default "cuda clang16 gcc12 omp2cuda", those built), APPS (default all
# built), REFEREE_SRC (default benchmarks/referee/gputotal.c), REFEREE_SO (where the referee is
# built, default /tmp/libgputotal.so), CUDA_ROOT (/usr/local/cuda), TIMEOUT (seconds per run,
# default 600), RT, OUT, CSV (default $OUT/results.csv; an existing file is appended to, so a
# suite can be run in several calls), BUILD_CUDA=1 (build the CUDA twins here first with
# build.sh, which saves carrying them: the GPU machine has nvcc), REF_DIR (see above).
set -u
size=${1:-large}
reps=${2:-${N:-3}}
bench=benchmarks
bin=$bench/out
out=${OUT:-/tmp/bench}
ref_dir=${REF_DIR-$out/ref}
rt=${RT:-/tmp/bench-rt}
cuda=${CUDA_ROOT:-/usr/local/cuda}
referee_src=${REFEREE_SRC:-$bench/referee/gputotal.c}
referee=${REFEREE_SO:-/tmp/libgputotal.so}
timeout_s=${TIMEOUT:-600}
compilers=${COMPILERS:-cuda clang16 gcc12 omp2cuda}
all_apps="nn pathfinder hotspot srad_v2 gaussian backprop kmeans lud nw hotspot3D bfs srad_v1 bplustree lavaMD"
apps=${APPS:-$all_apps}

[ -d "$bin" ] || { echo "run-gpu.sh: $bin not found; run from the repository root" >&2; exit 2; }
mkdir -p "$out" "$rt/clang16" "$rt/gcc12"
if [ -n "$ref_dir" ]; then
	mkdir -p "$ref_dir" && ref_dir=$(cd "$ref_dir" && pwd)
fi
if [ "${BUILD_CUDA:-0}" = 1 ]; then
	sh "$bench/build.sh" cuda || exit 1
fi

# Offload runtimes.
if [ -f "$bin/rt-clang16.tar.xz" ]; then
	tar xJf "$bin/rt-clang16.tar.xz" -C "$rt/clang16"
	for p in libomptarget.rtl.cuda libomptarget.rtl.cuda.nextgen; do
		ln -sf "$p.so.16" "$rt/clang16/$p.so"
	done
	# The CUDA plugin dlopens "libcuda.so"; some driver installs ship only libcuda.so.1.
	if ! ldconfig -p | grep -q 'libcuda\.so '; then
		cu=$(ldconfig -p | awk '/libcuda\.so\.1 / { print $NF; exit }')
		[ -n "$cu" ] && ln -sf "$cu" "$rt/clang16/libcuda.so"
	fi
else
	echo "run-gpu.sh: warning: $bin/rt-clang16.tar.xz missing; clang16 runs will fail" >&2
fi
if [ -f "$bin/rt-gcc12.tar.xz" ]; then
	tar xJf "$bin/rt-gcc12.tar.xz" -C "$rt/gcc12"
else
	echo "run-gpu.sh: warning: $bin/rt-gcc12.tar.xz missing; gcc12 runs will fail" >&2
fi

# The referee.
use_referee=1
if ! gcc -O2 -shared -fPIC -I"$cuda/include" "$referee_src" -o "$referee" \
	-L"$cuda/lib64" -lcupti; then
	echo "run-gpu.sh: warning: cannot build the referee from $referee_src; no GPU totals" >&2
	use_referee=0
fi

csv=${CSV:-$out/results.csv}
log=$out/run.log
gt=$(mktemp)
fields="gputotal_us kernel_us h2d_us d2h_us d2d_us memset_us other_us kernels h2d d2h h2d_MB d2h_MB span_us"
[ -s "$csv" ] || echo "app,compiler,size,rep,warmup,exit,verify,wall_ms,$(echo $fields | tr ' ' ','),run_s,ref" >"$csv"
touch "$log"

# field KEY LINE: the value of KEY=value in LINE, or empty.
field() {
	echo "$2" | tr ' ' '\n' | awk -F= -v k="$1" '$1 == k { print $2; exit }'
}

rep=0
while [ $rep -le "$reps" ]; do
	for app in $apps; do
		for c in $compilers; do
			prog=$bin/$c/$app
			[ -x "$prog" ] || continue
			# Offloading must not fall back to the host silently.
			offload=MANDATORY
			case $c in
			clang16) lib=$rt/clang16 ;;
			gcc12) lib=$rt/gcc12 ;;
			cpu) lib= offload=DISABLED ;;
			*) lib= ;;
			esac
			: >"$gt"
			echo "=== $app $c rep $rep" >>"$log"
			t0=$(date +%s.%N)
			if [ $use_referee -eq 1 ]; then
				res=$(env ${lib:+LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}} \
					BENCH_REF_DIR="$ref_dir" \
					OMP_TARGET_OFFLOAD=$offload CUDA_INJECTION64_PATH="$referee" \
					GPUTOTAL_OUT="$gt" timeout "$timeout_s" "$prog" $size 2>&1)
			else
				res=$(env ${lib:+LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}} \
					BENCH_REF_DIR="$ref_dir" \
					OMP_TARGET_OFFLOAD=$offload timeout "$timeout_s" "$prog" $size 2>&1)
			fi
			rc=$?
			run_s=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
			echo "$res" >>"$log"
			cat "$gt" >>"$log"
			line=$(echo "$res" | grep '^RESULT ' | tail -n 1)
			ref=$(tail -n 1 "$gt")
			row="$app,$c,$(field size "$line"),$rep,$([ $rep -eq 0 ] && echo 1 || echo 0),$rc"
			row="$row,$(field verify "$line"),$(field wall_ms "$line")"
			for f in $fields; do
				row="$row,$(field "$f" "$ref")"
			done
			echo "$row,$run_s,$(field ref "$line")" >>"$csv"
			printf '%-11s %-9s rep %d: exit %d %s ref=%s wall_ms=%s gputotal_us=%s\n' \
				"$app" "$c" "$rep" "$rc" "$(field verify "$line")" "$(field ref "$line")" \
				"$(field wall_ms "$line")" "$(field gputotal_us "$ref")"
		done
	done
	rep=$((rep + 1))
done
rm -f "$gt"

echo
echo "median over reps 1..$reps (warm-up dropped); $csv"
awk -F, 'NR > 1 && $5 == 0 {
	k = $1 "," $2
	n[k]++; wall[k, n[k]] = $8; gpu[k, n[k]] = $9; kern[k, n[k]] = $10
	if ($7 != "PASS" || $6 != 0) bad[k]++
	if (!(k in seen)) { seen[k] = 1; order[++m] = k }
}
function med(a, k, c,    i, j, t, v) {
	for (i = 1; i <= c; i++) v[i] = a[k, i] == "" ? -1 : a[k, i] + 0
	for (i = 2; i <= c; i++) for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
	return c % 2 ? v[(c + 1) / 2] : (v[c / 2] + v[c / 2 + 1]) / 2
}
function fmt(x, w, d) { return x < 0 ? sprintf("%" w "s", "NA") : sprintf("%" w "." d "f", x) }
END {
	printf "%-11s %-9s %-6s %12s %14s %13s\n", "app", "compiler", "verify", "wall_ms", "gputotal_us", "kernel_us"
	for (i = 1; i <= m; i++) {
		k = order[i]; split(k, p, ",")
		printf "%-11s %-9s %-6s %s %s %s\n", p[1], p[2], bad[k] ? "FAIL" : "PASS", fmt(med(wall, k, n[k]), 12, 2), fmt(med(gpu, k, n[k]), 14, 1), fmt(med(kern, k, n[k]), 13, 1)
	}
}' "$csv"
