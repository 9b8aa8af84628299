// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// collapse(n) over an imperfectly nested nest (OpenMP 5.0 2.9.1: code between the loops): the
// loops from the first intervening code on run in order inside each iteration of the outer ones,
// the intervening code once per iteration of the loop around it (5.0 2.9.2 allows once to once per
// innermost iteration).  Without a schedule clause which thread runs which iteration is omp2cuda's.

void
f(int n, int m, double *a, double *rows)
{
	int j;

#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*m], rows[0:n])
	for (int i = 0; i < n; i++) {
		rows[i] = i;
		for (j = 0; j < m; j++)
			a[i * m + j] = rows[i] + j;
		rows[i] += 1;
	}
// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_collapse_intervening_13(
// CHECK: /* i: int from 0 while < n; by 1 */
// CHECK-NOT: /* j:
// CHECK: int i = (int)(o2c_iv);
// CHECK: int j; /* private */
// CHECK: rows[i] = i;
// CHECK-NEXT: for (j = 0; j < m; j++)
// CHECK-NEXT: a[i * m + j] = rows[i] + j;
// CHECK-NEXT: rows[i] += 1;
// the fallback's directive collapses the one loop it distributes
// HOST: #pragma omp parallel for private(j)
}
