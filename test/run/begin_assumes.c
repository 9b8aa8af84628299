// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: PASS
// The assumption directives of OpenMP 5.1 (8.3): assumes, and begin
// assumes ... end assumes around functions with target regions.  They
// promise what the program does; the host file keeps them as comments,
// as gcc 12 rejects end assumes.
// HOST: /* omp2cuda: #pragma omp assumes no_parallelism */
// HOST: /* omp2cuda: #pragma omp begin assumes contains(target, teams, distribute, parallel, for) */
// HOST: /* omp2cuda: #pragma omp end assumes */

#include <stdio.h>

#define N 1000

#pragma omp assumes no_parallelism

#pragma omp begin assumes contains(target, teams, distribute, parallel, for)
static void
square(int *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = a[i] * a[i];
}
#pragma omp end assumes

int
main(void)
{
	int a[N], ok = 1;

	for (int i = 0; i < N; i++)
		a[i] = i - 500;
	square(a, N);
	for (int i = 0; i < N; i++)
		ok &= a[i] == (i - 500) * (i - 500);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
