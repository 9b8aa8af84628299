// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A section clang can tell is not contiguous is clang's error, with its
// location, before omp2cuda reads the directive.

#define N 16
#define M 8

void f(void)
{
	float a[N][M];

	// CHECK: diag_sections_clang.c:[[@LINE+1]]:58: error: array section does not specify contiguous storage
#pragma omp target teams distribute parallel for map(to: a[0:N][1:2])
	for (int i = 0; i < N; i++)
		a[i][1] = 0;
}
