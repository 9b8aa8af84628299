#!/bin/sh
# relink.sh CU OUT: lud from a hand-edited lud.o2c.cu
set -e
cd /tmp/lr
cp "$1" lud.o2c.cu
/usr/local/cuda/bin/nvcc -fatbin -O3 -lineinfo -w -DNDEBUG -gencode=arch=compute_90,code=[sm_90,compute_90] -I/work/main/build/include/device -I/work/main/build/include -I/work/main/benchmarks/lud '-DCOMPILER_NAME="omp2cuda"' -I/work/main/benchmarks/common -o ./lud.o2c.fatbin ./lud.o2c.cu
cc -S -fopenmp -O3 -I/work/main/build/include -iquote /work/main/benchmarks/lud '-DCOMPILER_NAME="omp2cuda"' -I/work/main/benchmarks/common -w -o ./lud.o2c.s ./lud.o2c.c
cc -c -O3 -w -o ./lud.0.o ./lud.o2c.s
cc -fopenmp -O3 -o "$2" ./lud.0.o -lm -L/work/main/build/lib -lomp2cuda_rt -lffi -ldl -lpthread -Wl,--export-dynamic-symbol=o2c_* -Wl,--export-dynamic-symbol=omp_* -lm
