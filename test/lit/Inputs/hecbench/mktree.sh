#!/bin/sh
# A fake HeCBench tree for test/lit/hecbench_harness.test, made in $1:
# alpha-omp with an alpha-cuda twin (a header of the twin's, an input in
# src/data, a run target), gamma-omp with a twin (a source the stub compiler
# refuses, an input the tree does not hold), beta-omp without a twin.
set -e
t=$1
mkdir -p "$t/src/alpha-omp" "$t/src/alpha-cuda" "$t/src/beta-omp" "$t/src/gamma-omp" \
	"$t/src/gamma-cuda" "$t/src/data/alpha" "$t/src/include"
omp_makefile() {
	printf 'CC        = icpx\nOPTIMIZE  = yes\nDEVICE    = gpu\nLAUNCHER  =\nprogram = main\n'
	printf 'source = main.cpp\nobj = $(source:.cpp=.o)\n'
	printf 'CFLAGS := $(EXTRA_CFLAGS) -std=c++17 -I../%s-cuda -I../include\n' "$1"
	printf 'ifeq ($(DEVICE),gpu)\n  CFLAGS += -fiopenmp -fopenmp-targets=spir64\nendif\n'
	printf '$(program): $(obj)\n\t$(CC) $(CFLAGS) $(obj) -o $@\n'
	printf '%%.o: %%.cpp\n\t$(CC) $(CFLAGS) -c $< -o $@\n'
	printf 'run: $(program)\n\t$(LAUNCHER) ./$(program) %s\n' "$2"
}
omp_makefile alpha '10 ../data/alpha/in.txt' > "$t/src/alpha-omp/Makefile"
omp_makefile gamma '20 ../data/gamma/big.bin -o out.txt' > "$t/src/gamma-omp/Makefile"
omp_makefile beta '1' > "$t/src/beta-omp/Makefile"
printf '#include "reference.h"\n#include "common.h"\nint main() { return 0; }\n' > "$t/src/alpha-omp/main.cpp"
printf 'BROKEN\nint main() { return 0; }\n' > "$t/src/gamma-omp/main.cpp"
printf 'int main() { return 0; }\n' > "$t/src/beta-omp/main.cpp"
printf '/* reference */\n' > "$t/src/alpha-cuda/reference.h"
printf '/* common */\n' > "$t/src/include/common.h"
printf '1 2 3\n' > "$t/src/data/alpha/in.txt"
for n in alpha gamma; do
	printf 'CC = nvcc\nARCH = sm_60\nrun: main\n\t./main\n' > "$t/src/$n-cuda/Makefile"
done
