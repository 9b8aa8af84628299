// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda %s -DARRAY 2>&1 | FileCheck %s --check-prefix=DIAG
// lastprivate on a worksharing loop nested in a target region (OpenMP 5.2 5.4.5): each
// thread's copy hides the original, reached through a pointer taken before it, and the thread
// that ran the last iteration stores its copy there before the loop's barrier.

void
f(int *a, int n)
{
	int x = 0;
#pragma omp target parallel map(tofrom: a[0:n], x)
	{
	// CHECK-LABEL: { /* #pragma omp loop lastprivate(x) */
	// CHECK: int *o2c_lp_x = &x;
	// CHECK-NEXT: int x; /* lastprivate: a copy per thread */
	// CHECK: int o2c_last = 0; /* this thread ran the last iteration */
	// CHECK: o2c_last = (unsigned long long)o2c_pv + 1 == o2c_ptrip;
	// CHECK-NEXT: x = (int)(o2c_pv);
	// CHECK: if (o2c_last) /* ran the last iteration: lastprivate */
	// CHECK-NEXT: *o2c_lp_x = (int)(x + 1);
	// CHECK: o2c_barrier();
#pragma omp loop lastprivate(x)
		for (x = 0; x < n; x++)
			a[x] = x;
	}
}

#ifdef ARRAY
void
g(int *a, int n)
{
	int b[4];
#pragma omp target parallel map(tofrom: a[0:n], b)
	{
	// DIAG: lastprivate_nested.c:[[@LINE+1]]:29: error: lastprivate of array 'b' on a loop nested in a target region is not supported yet: only scalar variables
#pragma omp for lastprivate(b)
		for (int i = 0; i < n; i++)
			b[i % 4] = a[i];
	}
}
#endif
