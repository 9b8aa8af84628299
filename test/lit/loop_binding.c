// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// The loop construct in a target region compiles as the directive its
// binding gives: in a teams region, a loop each team runs over its share
// of the iterations (blockIdx.x is the team) with its threads; in a
// parallel region, the worksharing loop of its threads; bound to the
// thread, the loop as written.  The host fallback keeps the directive.
// (A teams region that holds a loop construct alone is target teams loop,
// fuse.c.)

// CHECK: { /* #pragma omp loop */
// CHECK: o2c_pdlo = blockIdx.x * o2c_pdq
// CHECK: for (unsigned long long o2c_pv = o2c_pdlo + (unsigned long long)threadIdx.x;
// CHECK-NEXT: o2c_pv < o2c_pdhi; o2c_pv += (unsigned long long)o2c_nthreads)
// HOST: #pragma omp loop
// CHECK: { /* #pragma omp loop bind(parallel) */
// CHECK-NOT: o2c_pdlo
// CHECK: for (unsigned o2c_pv = threadIdx.x;
// CHECK-NOT: /* #pragma omp loop bind(thread)
// CHECK: if (threadIdx.x == 0) { /* the team's initial thread */
// CHECK: for (int i = 0; i < 4; i++)

void
f(int n, double *a, double *b)
{
#pragma omp target teams num_teams(8) map(tofrom: a[0:n])
	{
		a[n - 1] = 0;
#pragma omp loop
		for (int i = 0; i < n; i++)
			a[i] += 1;
	}
#pragma omp target parallel map(tofrom: b[0:n])
	{
#pragma omp loop bind(parallel)
		for (int i = 0; i < n; i++)
			b[i] *= 2;
	}
#pragma omp target teams num_teams(2) map(tofrom: b[0:n])
	{
		b[n - 1] = 0;
#pragma omp loop bind(thread)
		for (int i = 0; i < 4; i++)
			b[i] -= 1;
	}
}
