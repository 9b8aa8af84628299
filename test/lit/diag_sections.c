// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Sections omp2cuda cannot map as one range, and struct members it
// cannot map or attach, are errors at the list item.  (clang itself
// rejects sections it can tell are not contiguous: diag_sections_clang.c.)

#define N 16
#define M 8

struct vec { int n; double *val; double w[4]; };
struct outer { struct vec in[2]; int k; };
struct either { union { struct vec v; long bits; } u; int k; };

void f(int n, int m, struct vec s, struct vec *p, struct outer o, struct either e,
       float (*q)[M])
{
	float a[N][M];

	// CHECK: diag_sections.c:[[@LINE+1]]:58: error: non-contiguous array section 'q[0:n][0:4]' is not supported yet
#pragma omp target teams distribute parallel for map(to: q[0:n][0:4])
	for (int i = 0; i < n; i++)
		q[i][0] = 0;

	// CHECK: diag_sections.c:[[@LINE+1]]:33: error: section of member 's.w' needs a length: 's.w[lo:len]'
#pragma omp target data map(to: s.w[1:])
	{
	}

	// pointers in an array member, in a union member
	// CHECK: diag_sections.c:[[@LINE+3]]:13: error: 'o' of type 'struct outer' has a pointer inside member 'in': only pointer members of the struct and of the structs among its members are supported yet in target regions
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		a[0][0] = o.k;
	// CHECK: diag_sections.c:[[@LINE+3]]:13: error: 'e' of type 'struct either' has a pointer inside member 'u': only pointer members of the struct and of the structs among its members are supported yet in target regions
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		a[0][0] = e.k;
}
