// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// A cast's operand is its last child (frontend/cx.c, cx_cast_operand): the
// type as written comes first, a TypeRef for a typedef or struct name and
// the sizes of an array type.  A write through a pointer cast to a pointer
// to a three-dimensional array is a write through the pointer: no const,
// and its map is copied back; casts to typedef'd types in an index or a
// base are looked through as well.

typedef long idx_t;
typedef float *fptr;

void
cube(float *a, const float *b, int n)
{
	// CHECK: cast_operand.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for
	// CHECK: a: written by '((float (*)[2][3][4])a)[i][1][2][3] = b[i]' at [[@LINE+4]]:3; __restrict__
	// CHECK-NEXT: b: read-only: never written, always followed; const __restrict__ (non-coherent loads)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * 24]) map(to: b[0:n])
	for (int i = 0; i < n; i++)
		((float (*)[2][3][4])a)[i][1][2][3] = b[i];
}

void
pairs(float *a, const float *b, int n)
{
	// CHECK: cast_operand.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for
	// CHECK: a: written by '((fptr)a)[(idx_t)i] = b[(idx_t)i]' at [[@LINE+4]]:3; __restrict__
	// CHECK-NEXT: b: read-only: never written, always followed; const __restrict__ (non-coherent loads)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])
	for (int i = 0; i < n; i++)
		((fptr)a)[(idx_t)i] = b[(idx_t)i];
}

// CUDA: o2c_cast_operand_{{[0-9]+}}(int n, float *__restrict__ a, const float *__restrict__ b, O2cDone o2c_done)
// CUDA: o2c_cast_operand_{{[0-9]+}}(int n, float *__restrict__ a, const float *__restrict__ b, O2cDone o2c_done)
