#!/bin/sh
# Installs the Debian packages omp2cuda needs to build and test, if missing.
# The CUDA toolkit (nvcc) is expected at $CUDA_ROOT (default /usr/local/cuda).
set -eu
# the front end links libclang 22; lit and FileCheck come from llvm-16-tools
pkgs="cmake make gcc g++ libclang-22-dev llvm-16-tools libffi-dev python3"
pkgs="$pkgs clang-16 libclang-rt-16-dev" # the native baseline; make fuzz-smoke: libFuzzer, ASan, UBSan
pkgs="$pkgs valgrind"                    # test/unit/valgrind.test
pkgs="$pkgs csmith libcsmith-dev creduce" # tools/difftest/csmith.py
pkgs="$pkgs openmpi-bin libopenmpi-dev"   # examples/mpi (make check-install)
pkgs="$pkgs python3-matplotlib"           # tools/bench charts under /usr/bin/python3
pkgs="$pkgs autoconf automake"            # test/autoconf: ./configure CC=omp2cuda
pkgs="$pkgs python3-clang-22"             # tools/house/check.py: libclang 22's Python bindings
# clang 16's <omp.h> (test/device_run.sh carries it) comes with
# libomp-16-dev, which conflicts with every other libomp-N-dev (apt would
# remove the user's): where another is installed, nothing is removed.
if ! dpkg-query -W -f='${Status}' libomp-16-dev 2>/dev/null | grep -q "ok installed"; then
	other=$(dpkg-query -W -f='${Package} ${Status}\n' 'libomp-*-dev' 2>/dev/null |
		grep "ok installed" | cut -d' ' -f1 | head -n1)
	if [ -n "$other" ]; then
		echo "omp2cuda: $other is installed (it conflicts with libomp-16-dev): the front end reads its <omp.h>"
	else
		pkgs="$pkgs libomp-16-dev"
	fi
fi
missing=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "omp2cuda: installing:$missing"
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo=sudo
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
fi
# The tools (tools/bench, test/) run under the python3 first on PATH; where
# that is not Debian's (a pyenv, a venv), it gets its own matplotlib.
py=$(command -v python3 || true)
if [ -n "$py" ] && ! "$py" -c "import matplotlib" 2>/dev/null; then
	if "$py" -m pip --version >/dev/null 2>&1; then
		echo "omp2cuda: installing matplotlib for $py (the bench charts)"
		"$py" -m pip install -q matplotlib ||
			echo "omp2cuda: warning: $py -m pip install matplotlib failed: bench.py draws no charts"
	else
		echo "omp2cuda: warning: $py has no matplotlib and no pip: bench.py draws no charts" \
		     "(run tools/bench/bench.py with /usr/bin/python3, or install pip for $py)"
	fi
fi
cuda=${CUDA_ROOT:-/usr/local/cuda}
if [ ! -x "$cuda/bin/nvcc" ]; then
	echo "omp2cuda: error: nvcc not found at $cuda/bin/nvcc (set CUDA_ROOT)" >&2
	exit 1
fi
