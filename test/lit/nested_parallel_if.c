// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A parallel region nested in a teams region with an if clause: one
// thread when it is false, the others skip the region.

// CHECK: const int o2c_nthreads = !(n > 100) ? 1 : /* if: false, one thread */
// CHECK-NEXT: (int)(4) < (int)blockDim.x ? (int)(4) : (int)blockDim.x; /* num_threads */
// CHECK-NEXT: {
// CHECK-NEXT: if ((int)threadIdx.x < o2c_nthreads) { /* the team's threads */

void
f(int n, double *a)
{
#pragma omp target teams map(tofrom: a[0:n])
	{
#pragma omp parallel for if(n > 100) num_threads(4)
		for (int i = 0; i < n; i++)
			a[i] = i;
	}
}
