// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DERRORS %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// scope in a parallel region of a target region: every thread runs the block with its own
// private copies, then the team's barrier (none with nowait); a worksharing loop in it is
// shared by the parallel region's threads.

#include <omp.h>

// CHECK-LABEL: __global__ void
// CHECK: const int o2c_nthreads = (int)blockDim.x;
// CHECK: { /* #pragma omp scope private(t) nowait */ /* every thread runs it */
// CHECK-NEXT: {
// CHECK-NEXT: int t; /* private */
// CHECK-NOT: __syncthreads
// CHECK: { /* #pragma omp scope */ /* every thread runs it */
// CHECK: { /* #pragma omp for */
// CHECK: o2c_pv += (unsigned)o2c_nthreads
// CHECK: __syncthreads(); /* the scope's barrier */
void f(int *a, int n, int t)
{
#pragma omp target teams num_teams(2) map(tofrom: a[0:n])
	{
#pragma omp parallel
		{
#pragma omp scope private(t) nowait
			{
				t = omp_get_thread_num();
				a[t] = t;
			}
#pragma omp scope
			{
#pragma omp for
				for (int i = 0; i < n; i++)
					a[i] += 1;
			}
		}
	}
}

#ifdef ERRORS
void g(int *a, int n, int t)
{
#pragma omp target parallel map(tofrom: a[0:n])
	{
		// ERR: scope_device.c:[[@LINE+1]]:19: error: clause 'reduction' is not supported yet on '#pragma omp scope'
#pragma omp scope reduction(+: t)
		t += a[omp_get_thread_num()];
	}
}
#endif
