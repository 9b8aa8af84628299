// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// A combined construct with master and taskloop leaves is its leaves nested (OpenMP 5.2 17.3):
// the parallel region's threads, thread 0 running the statement, the taskloop's loop in place.
// The host fallback keeps the directive as written.

// The checks stand outside the region: its code, comments too, is copied into the kernel.
// CHECK: { /* #pragma omp parallel master taskloop num_threads(8) grainsize(4) */
// CHECK: if ((int)threadIdx.x < o2c_nthreads) {
// CHECK: if (threadIdx.x == 0) { /* thread 0 */
// CHECK: runs in place, on the thread that meets it */
// CHECK: for (int i = 0; i < n; i++)
// HOST: {{^}}#pragma omp parallel master taskloop num_threads(8) grainsize(4){{$}}
void
f(int *a, int n)
{
#pragma omp target map(tofrom: a[0:n])
	{
#pragma omp parallel master taskloop num_threads(8) grainsize(4)
		for (int i = 0; i < n; i++)
			a[i] += i;
	}
}
