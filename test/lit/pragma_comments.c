// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// Comments in a directive's line: generated code quotes the directive in a
// comment, so they are left out (a '*/' ended that comment early); a block
// comment spanning lines continues the directive.

void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) /* scale a */
	for (int i = 0; i < n; i++)
		a[i] *= 2;
	// CHECK: /* {{.*}}pragma_comments.c:[[@LINE-3]]: #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) */
	// HOST: { /* {{.*}}pragma_comments.c:[[@LINE-4]]: #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) */

#pragma omp target teams distribute parallel for /* a comment
	that goes on */ map(tofrom: a[0:n]) // and one to the end
	for (int i = 0; i < n; i++)
		a[i] += 1;
	// CHECK: /* {{.*}}pragma_comments.c:[[@LINE-4]]: #pragma omp target teams distribute parallel for   map(tofrom: a[0:n]) */
	// CHECK-NEXT: extern "C" __global__ void
}
