#!/bin/sh
# Installs the Debian packages omp2cuda needs to build and test, if missing.
# The CUDA toolkit (nvcc) is expected at $CUDA_ROOT (default /usr/local/cuda).
set -eu
pkgs="cmake make gcc libclang-16-dev libomp-16-dev llvm-16-tools libffi-dev python3"
pkgs="$pkgs clang-16 libclang-rt-16-dev" # make fuzz-smoke: libFuzzer, ASan, UBSan
pkgs="$pkgs valgrind"                    # test/unit/valgrind.test
pkgs="$pkgs csmith libcsmith-dev creduce" # tools/difftest/csmith.py
pkgs="$pkgs openmpi-bin libopenmpi-dev"   # examples/mpi (make check-install)
pkgs="$pkgs python3-matplotlib"           # tools/bench charts
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
cuda=${CUDA_ROOT:-/usr/local/cuda}
if [ ! -x "$cuda/bin/nvcc" ]; then
	echo "omp2cuda: error: nvcc not found at $cuda/bin/nvcc (set CUDA_ROOT)" >&2
	exit 1
fi
