// Pointers to pointers and arrays of pointers that lead to structs with
// pointer members, and operations on pointer values that regions do not
// support: errors before nvcc runs.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s

typedef struct S {
	int *p;
} S;

void f(S **sp, S *sarr[4], float **pp)
{
	float *x[4];

// CHECK: :[[@LINE+1]]:28: error: 'sp' of type 'S **' in a target region: pointers to pointers and arrays of pointers are supported where their pointers lead to scalars, void or structs without pointers (not supported yet)
#pragma omp target map(to: sp[0:4])
	sp[0]->p[0] = 1;
// CHECK: :[[@LINE+1]]:28: error: 'sarr' of type 'S **'
#pragma omp target map(to: sarr[0:4])
	sarr[0]->p[0] = 1;
// CHECK: :[[@LINE+1]]:65: error: reduction of 'x' of type 'float *[4]' is not supported yet
#pragma omp target teams distribute parallel for reduction(max: x)
	for (int i = 0; i < 4; i++)
		x[0] = 0;
}
