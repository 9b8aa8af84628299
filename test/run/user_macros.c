// RUN: %omp2cuda -O2 -DN=1000 -DT=int -DU=1 -DV=2 -DW=3 -DA=4 -DL=5 -DE=6 -DD=7 -DI=8 -DP=9 -DC=10 -DOp=11 -DBits=12 -DBytes=13 -DSize=14 -DAlign=15 -DId=16 -DCmp=17 "-DLIST=1,2,3" %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -x c++ -O2 -DN=1000 -DT=int -DU=1 -DV=2 -DW=3 -DA=4 -DL=5 -DE=6 -DD=7 -DI=8 -DP=9 -DC=10 -DOp=11 -DBits=12 -DBytes=13 -DSize=14 -DAlign=15 -DId=16 -DCmp=17 "-DLIST=1,2,3" %s -o %t.cxx && %run %t.cxx | FileCheck %s
// CHECK: PASS
// The program's -D macros reach its code and no other: names that
// omp2cuda's headers would otherwise use (the runtime's and the kernels'
// headers name their own identifiers O2c...), T and U, which CUDA's own
// headers use (nvcc gets the program's macros in a file it includes after
// them, tools/omp2cuda.c user_macros), and a value with commas, which
// nvcc's -D would read as a list of macros.

#include <stdio.h>

#ifndef N /* the values the RUN lines give, for a compile without them */
#define N 1000
#define T int
#define U 1
#define V 2
#define W 3
#define A 4
#define L 5
#define E 6
#define D 7
#define I 8
#define P 9
#define C 10
#define Op 11
#define Bits 12
#define Bytes 13
#define Size 14
#define Align 15
#define Id 16
#define Cmp 17
#define LIST 1, 2, 3
#endif

int
main(void)
{
	static int a[N];
	int list[] = {LIST}, failed = 0;

#pragma omp target teams distribute parallel for map(from: a[0:N])
	for (int i = 0; i < N; i++) {
		int l[] = {LIST};
		a[i] = (T)i * V * U + W + A + L + E + D + I + P + C + Op + Bits + Bytes + Size + Align + Id + Cmp +
		       l[i % 3];
	}
	for (int i = 0; i < N; i++)
		failed |= a[i] != i * 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16 + 17 +
		                          list[i % 3];
	printf(failed ? "FAIL\n" : "PASS\n");
	return failed;
}
