// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// A directive whose statement is another construct: parallel then for, parallel then single,
// target then single; and a parallel region that is the statement of a loop of a teams region's
// sequential part.  The inner directive belongs to the outer construct's statement.
// (The checks stand outside the regions: the kernels copy the regions' comments.)

#include <omp.h>

// CHECK: o2c_directive_chains_26(
// CHECK: { /* #pragma omp parallel */
// CHECK: { /* #pragma omp for */
// CHECK: for (unsigned o2c_pv = threadIdx.x;
// CHECK: a[i] = i;
// CHECK: { /* #pragma omp parallel */
// CHECK: { /* #pragma omp single */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 runs the single */
// CHECK: a[0] = 1;
// CHECK: __syncthreads(); /* the single's barrier */
// CHECK: o2c_directive_chains_36(
// CHECK: { /* #pragma omp single */ /* its team is one thread */
// CHECK: a[1] = 2;
void
f(int n, int *a)
{
#pragma omp target teams num_teams(2) map(tofrom: a[0:n])
	{
#pragma omp parallel
#pragma omp for
		for (int i = 0; i < n; i++)
			a[i] = i;
#pragma omp parallel
#pragma omp single
		a[0] = 1;
	}
#pragma omp target map(tofrom: a[0:n])
#pragma omp single
	a[1] = 2;
}

// HOST-LABEL: host fallback of o2c_directive_chains_36 */
// HOST: #pragma omp single
// HOST-NEXT: a[1] = 2;

// Each thread runs the loop's header and reaches the parallel region every round.
// CHECK: o2c_directive_chains_58(
// CHECK: for (int k = 0; k < 3; k++)
// CHECK-NEXT: {
// CHECK-NEXT: __syncthreads();
// CHECK: { /* #pragma omp parallel */
// CHECK: a[omp_get_thread_num()] += k;
// CHECK: o2c_barrier();
// CHECK-NEXT: }
// CHECK-NEXT: }
void
g(int *a)
{
#pragma omp target teams num_teams(4) map(tofrom: a[0:64])
	{
		for (int k = 0; k < 3; k++)
#pragma omp parallel
			a[omp_get_thread_num()] += k;
	}
}
