#!/bin/sh
# The installed omp2cuda on its own: installs the build tree into a
# temporary prefix, hides the build tree, then builds and runs the
# examples with the installed driver the ways a user would:
#   examples/cmake  -DCMAKE_C_COMPILER=..., then CC=... cmake, then an
#                   incremental rebuild after a header changes (depfiles);
#   examples/mpi    OMPI_CC=... make, run on 2 ranks both halo paths
#                   (skipped with a message when Open MPI is missing);
#   find_package(omp2cuda) of the installed package;
#   test/run/dlopen_lib.c, a plain cc program dlopening a -shared library.
# Usage: test/install/check.sh [build-dir]
set -eu
cd "$(dirname "$0")/../.."
root=$PWD
build=$(cd "${1:-build}" && pwd)
t=$(mktemp -d)
hidden="$build.hidden-$$"
restore() { [ -d "$hidden" ] && mv "$hidden" "$build"; rm -rf "$t"; }
trap restore EXIT INT TERM

cmake --install "$build" --prefix "$t/prefix" >/dev/null
mv "$build" "$hidden"
o2c=$t/prefix/bin/omp2cuda
say() { echo "check-install: $*"; }

cp -r "$root/examples/cmake" "$t/cmake-src"
cmake -S "$t/cmake-src" -B "$t/cm1" -DCMAKE_C_COMPILER="$o2c" >"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
cmake --build "$t/cm1" >"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
"$t/cm1/heat" 128 50
say "cmake -DCMAKE_C_COMPILER: built and ran"

(cd "$t" && CC="$o2c" cmake -S "$t/cmake-src" -B "$t/cm2" >"$t/log" 2>&1) || { cat "$t/log"; exit 1; }
cmake --build "$t/cm2" >"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
"$t/cm2/heat" 64 20
say "CC=omp2cuda cmake: built and ran"

# A header only the kernels' file reads changes: its object is rebuilt.
cmake --build "$t/cm1" >"$t/log" 2>&1
if grep -q "Building C object" "$t/log"; then say "a second build with nothing changed rebuilt:"; cat "$t/log"; exit 1; fi
sed -i 's/#define STENCIL_ALPHA 0.2/#define STENCIL_ALPHA 0.1/' "$t/cmake-src/include/stencil.h"
cmake --build "$t/cm1" >"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
grep -q "Building C object CMakeFiles/stencil.dir/stencil.c.o" "$t/log" || {
	say "stencil.h changed but stencil.c was not rebuilt:"; cat "$t/log"; exit 1; }
"$t/cm1/heat" 128 50 | grep -q "alpha 0.1, .*OK" || { say "rebuilt heat is stale"; exit 1; }
say "header change rebuilt the library (depfiles)"

cmake -S "$root/test/install/find" -B "$t/find" -Domp2cuda_DIR="$t/prefix/lib/cmake/omp2cuda" \
	>"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
say "find_package(omp2cuda): found"

# A -shared library of target regions in a plain cc program that dlopens,
# dlcloses and dlopens it again: its runtime, libomp2cuda_rt_shared.so, is
# found by its rpath in the installation.
"$o2c" -O2 -fPIC -shared "$root/test/run/Inputs/dlopen_lib.c" -o "$t/libdl.so"
cc -O2 "$root/test/run/dlopen_lib.c" -ldl -o "$t/dlmain"
"$t/dlmain" "$t/libdl.so" | grep -qx PASS || { say "dlopen of a -shared library failed"; exit 1; }
say "a plain cc program dlopens a -shared library: ran"

if command -v mpicc >/dev/null && command -v mpirun >/dev/null; then
	cp -r "$root/examples/mpi" "$t/mpi"
	OMPI_CC="$o2c" make -s -C "$t/mpi" >"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
	if [ "$(id -u)" -eq 0 ]; then
		export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
	fi
	# one machine: shared memory between the ranks, no network transports to probe
	export OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader
	mpirun --oversubscribe -np 2 "$t/mpi/halo" staged
	mpirun --oversubscribe -np 2 "$t/mpi/halo" device
	say "OMPI_CC=omp2cuda mpicc: 2 ranks, both halo paths"
else
	say "Open MPI (mpicc, mpirun) not installed: examples/mpi skipped"
fi
