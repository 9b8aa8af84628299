#!/bin/sh
# Builds every benchmark app with each compiler named (default: all five) into
# benchmarks/out/<compiler>/<app>, then prints a table of what built.
#
#   clang16   clang-16 OpenMP offload to sm_90
#   gcc12     gcc-12 OpenMP offload to nvptx (sm_80 PTX, JIT-compiled for the GPU at first run)
#   cpu       gcc-12 OpenMP on the host (offload disabled)
#   cuda      nvcc, the hand-written CUDA twins (.cu)
#   omp2cuda  the omp2cuda driver ($O2C, default build/tools/omp2cuda); apps it cannot build
#             yet are skipped with a warning
#
# Environment: CUDA_ROOT (default /usr/local/cuda), O2C, O2C_FLAGS (extra driver flags),
# APPS (a subset, space-separated), JOBS (parallel builds, default the number of CPUs).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cuda=${CUDA_ROOT:-/usr/local/cuda}
o2c=${O2C:-$root/build/tools/omp2cuda}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
all_apps="nn pathfinder hotspot srad_v2 gaussian backprop kmeans lud nw hotspot3D bfs srad_v1 bplustree lavaMD"
apps=${APPS:-$all_apps}
compilers=${*:-clang16 gcc12 cpu cuda omp2cuda}
out=$here/out
log=$out/logs

for c in $compilers; do
	case $c in
	clang16 | gcc12 | cpu | cuda | omp2cuda) ;;
	*) echo "build.sh: unknown compiler '$c' (clang16 gcc12 cpu cuda omp2cuda)" >&2; exit 2 ;;
	esac
done

# build_one COMPILER APP: compiles one program; its output goes to out/logs/COMPILER-APP.log.
build_one() {
	c=$1 app=$2
	src=$here/$app/$app
	bin=$out/$c/$app
	def="-DCOMPILER_NAME=\"$c\""
	inc="-I$here/common"
	rm -f "$bin"
	case $c in
	clang16) clang-16 -O3 -fopenmp --offload-arch=sm_90 --cuda-path="$cuda" \
		"$def" $inc "$src.c" -o "$bin" -lm ;;
	gcc12) gcc -O3 -fopenmp -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80 \
		-foffload-options=-lm -foffload-options=-latomic "$def" $inc "$src.c" -o "$bin" -lm ;;
	cpu) gcc -O3 -fopenmp -foffload=disable "$def" $inc "$src.c" -o "$bin" -lm ;;
	cuda) "$cuda/bin/nvcc" -O3 -arch=sm_90 "$def" $inc "$src.cu" -o "$bin" ;;
	omp2cuda) "$o2c" -O3 ${O2C_FLAGS:-} "$def" $inc "$src.c" -o "$bin" -lm ;;
	esac
}

mkdir -p "$log"
skipped=
for c in $compilers; do
	mkdir -p "$out/$c"
	why=
	if [ "$c" = omp2cuda ] && [ ! -x "$o2c" ]; then
		why="omp2cuda driver not found at $o2c (set O2C)"
	elif [ "$c" = clang16 ] && ! command -v clang-16 >/dev/null; then
		why="clang-16 not found"
	elif [ "$c" = cuda ] && [ ! -x "$cuda/bin/nvcc" ]; then
		why="nvcc not found at $cuda/bin/nvcc"
	fi
	if [ -n "$why" ]; then
		echo "build.sh: warning: $why; skipping $c" >&2
		skipped="$skipped $c"
		continue
	fi
	for app in $apps; do
		# Throttle to $jobs concurrent compiles.
		while [ "$(jobs -p | wc -l)" -ge "$jobs" ]; do sleep 0.2; done
		(build_one "$c" "$app" >"$log/$c-$app.log" 2>&1) &
	done
done
wait

status=0
printf '%-12s' app
for c in $compilers; do printf ' %-9s' "$c"; done
echo
for app in $apps; do
	printf '%-12s' "$app"
	for c in $compilers; do
		case " $skipped " in
		*" $c "*) r=skip ;;
		*) if [ -x "$out/$c/$app" ]; then
			r=ok
		else
			r=FAIL
			[ "$c" = omp2cuda ] || status=1
		fi ;;
		esac
		printf ' %-9s' "$r"
	done
	echo
done
echo "logs: $log/<compiler>-<app>.log (an omp2cuda FAIL is a warning: the driver does not support everything yet)"
[ $status -eq 0 ] || echo "build.sh: some builds failed" >&2
exit $status
