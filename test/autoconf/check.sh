#!/bin/sh
# ./configure CC=omp2cuda on the project beside this script, in a copy
# under WORK: every function of its AC_CHECK_FUNCS must be found, as gcc
# finds them, and the program must build and run.
#   check.sh <omp2cuda> <work directory>
set -eu
o2c=$1
work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
mkdir -p "$work"
cp "$here/configure.ac" "$here/Makefile.in" "$here/prog.c" "$work/"
cd "$work"
autoconf
autoheader
./configure CC="$o2c" > configure.out 2>&1 || { cat configure.out config.log; exit 1; }
status=0
for f in MALLOC REALLOC POSIX_MEMALIGN ALIGNED_ALLOC SETENV; do
	if ! grep -q "^#define HAVE_$f 1" config.h; then
		echo "configure with CC=omp2cuda did not find $f" >&2
		status=1
	fi
done
if [ $status -ne 0 ]; then
	grep -A20 "checking for malloc" config.log >&2 || true
	exit 1
fi
make > make.out 2>&1 || { cat make.out; exit 1; }
./prog
